// Reads a KIF, KI2 or CSA file with tsshogi (the record library of
// ShogiHome) and prints what it understood, one fact per line:
//   start <SFEN of the start position>
//   moves <main-line moves in USI>
//   times <seconds each main-line move took>
//   end <tsshogi's special-move type ending the main line, or none>
//   end_time <seconds spent on that ending, or none>
//   variation <ply> <moves in USI>   (one line per alternative, depth first)
// Usage: node tsshogi_read.mjs FILE kif|ki2|csa [tree]
// With `tree` it prints the whole tree instead, for studies:
//   header <tsshogi metadata key> <value>   (each standard header read)
//   node <moves from the start in USI>\t<comment as JSON>\t<bookmark as JSON>
// one node per line, depth first, the moves after a node in the order
// tsshogi keeps them (the main continuation first).
// Exits 1 with tsshogi's error message when it refuses the file.
import fs from "node:fs";
import { importCSA, importKI2, importKIF } from "tsshogi";

const [path, kind, mode] = process.argv.slice(2);
const bytes = fs.readFileSync(path);
// tsshogi takes text: .kif and .ki2 are Shift_JIS, the rest UTF-8.
let text;
try {
  text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
} catch {
  text = new TextDecoder("shift_jis").decode(bytes);
}
const importer = { kif: importKIF, ki2: importKI2, csa: importCSA }[kind];
if (!importer) {
  console.error(`unknown format '${kind}': kif, ki2 or csa`);
  process.exit(2);
}
const record = importer(text);
if (record instanceof Error) {
  console.error(`tsshogi refused ${path}: ${record.message}`);
  process.exit(1);
}

const isMove = (node) => typeof node.move.usi === "string";

// A line: the moves from `node` on along `next`, and how it ends.
function walk(node) {
  const moves = [];
  const times = [];
  let end = "none";
  let endTime = "none";
  for (let n = node; n; n = n.next) {
    if (isMove(n)) {
      moves.push(n.move.usi);
      times.push(Math.round(n.elapsedMs / 1000));
    } else if (n.move.type !== "start") {
      end = n.move.type === "any" ? `any:${n.move.name}` : n.move.type;
      if (n.elapsedMs > 0) endTime = Math.round(n.elapsedMs / 1000);
    }
  }
  return { moves, times, end, endTime };
}

const variations = [];
// Every sibling after the first is an alternative to it, with its own line.
function collect(node) {
  for (let n = node; n; n = n.next) {
    for (let b = n.branch; b; b = b.branch) {
      if (isMove(b)) {
        variations.push(`variation ${b.ply} ${walk(b).moves.join(" ")}`.trimEnd());
      }
      collect(b.next);
    }
  }
}

// tsshogi keeps a comment as its lines, each ended by a newline.
const commentLines = (node) => node.comment.replace(/\n$/, "");

function printTree(node, path) {
  console.log(
    `node ${path.join(" ")}\t${JSON.stringify(commentLines(node))}\t${JSON.stringify(node.bookmark)}`,
  );
  for (let b = node.next; b; b = b.branch) {
    if (isMove(b)) printTree(b, [...path, b.move.usi]);
  }
}

if (mode === "tree") {
  for (const key of record.metadata.standardMetadataKeys) {
    console.log(`header ${key} ${record.metadata.getStandardMetadata(key)}`);
  }
  printTree(record.first, []);
  process.exit(0);
}

const main = walk(record.first);
collect(record.first.next);
console.log(`start ${record.initialPosition.sfen}`);
console.log(`moves ${main.moves.join(" ")}`.trimEnd());
console.log(`times ${main.times.join(" ")}`.trimEnd());
console.log(`end ${main.end}`);
console.log(`end_time ${main.endTime}`);
for (const v of variations) console.log(v);
