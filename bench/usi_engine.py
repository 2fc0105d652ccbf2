"""A USI engine driven line by line, for the bench scripts that ask one
for scores (gps_label.py)."""
import subprocess
import sys


class Engine:
    def __init__(self, argv, name):
        self.name = name
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)

    def send(self, *lines):
        for line in lines:
            self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def until(self, word):
        """The lines the engine writes up to and including the first that
        starts with `word`; the script stops if the engine ends first."""
        lines = []
        for line in self.p.stdout:
            lines.append(line)
            if line.startswith(word):
                return lines
        sys.exit("%s ended before '%s'" % (self.name, word))

    def quit(self):
        self.send("quit")
        self.p.wait()


def last_score(lines):
    """The score of the last `info ... score` line: ("cp", n), ("mate", +1
    or -1: whether the side to move mates or is mated), or None."""
    found = None
    for line in lines:
        words = line.split()
        if "score" in words:
            i = words.index("score")
            if i + 2 < len(words) and words[i + 1] == "cp":
                found = ("cp", int(words[i + 2]))
            elif i + 2 < len(words) and words[i + 1] == "mate":
                found = ("mate", -1 if words[i + 2].startswith("-") else 1)
    return found
