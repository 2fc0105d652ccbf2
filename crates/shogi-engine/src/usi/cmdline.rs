//! Splitting an engine command line into program and arguments, the way a
//! POSIX shell does for the simple cases people type: words separated by
//! blanks, '…' taken literally, "…" with \" and \\ escapes, and a
//! backslash outside quotes escaping the next character. Also the short
//! name of an engine's program, for labels.

use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CommandLineError {
    #[error("the engine command is empty")]
    Empty,
    #[error("the engine command has an unclosed {0} quote")]
    UnclosedQuote(char),
    #[error("the engine command ends with a lone backslash")]
    TrailingBackslash,
}

pub fn split_command_line(line: &str) -> Result<Vec<String>, CommandLineError> {
    let mut words = Vec::new();
    let mut word = String::new();
    // A word may be an empty pair of quotes, so track presence separately.
    let mut in_word = false;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err(CommandLineError::UnclosedQuote('\'')),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(e @ ('"' | '\\' | '$' | '`')) => word.push(e),
                            Some(other) => {
                                word.push('\\');
                                word.push(other);
                            }
                            None => return Err(CommandLineError::UnclosedQuote('"')),
                        },
                        Some(c) => word.push(c),
                        None => return Err(CommandLineError::UnclosedQuote('"')),
                    }
                }
            }
            '\\' => {
                in_word = true;
                match chars.next() {
                    Some(c) => word.push(c),
                    None => return Err(CommandLineError::TrailingBackslash),
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    if words.is_empty() {
        return Err(CommandLineError::Empty);
    }
    Ok(words)
}

/// The file name of an engine command's program, for short labels.
pub fn program_name(command: &str) -> String {
    let program = split_command_line(command)
        .ok()
        .and_then(|w| w.into_iter().next())
        .unwrap_or_else(|| command.to_string());
    std::path::Path::new(&program)
        .file_name()
        .map_or(program.clone(), |n| n.to_string_lossy().into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(s: &str) -> Vec<String> {
        split_command_line(s).unwrap()
    }

    #[test]
    fn splits_like_a_shell() {
        assert_eq!(split("/usr/games/gpsusi"), ["/usr/games/gpsusi"]);
        assert_eq!(
            split("  python3   engine.py --depth 3 "),
            ["python3", "engine.py", "--depth", "3"]
        );
        assert_eq!(
            split(r#"'/opt/my engine/run' "a \"b\" c" d\ e ''"#),
            ["/opt/my engine/run", r#"a "b" c"#, "d e", ""]
        );
        assert_eq!(split(r#""C:\engines\x.exe""#), [r"C:\engines\x.exe"]);
    }

    #[test]
    fn reports_what_is_wrong() {
        assert_eq!(split_command_line("   "), Err(CommandLineError::Empty));
        assert_eq!(
            split_command_line("engine 'oops"),
            Err(CommandLineError::UnclosedQuote('\''))
        );
        assert_eq!(
            split_command_line("engine \"oops"),
            Err(CommandLineError::UnclosedQuote('"'))
        );
        assert_eq!(
            split_command_line("engine \\"),
            Err(CommandLineError::TrailingBackslash)
        );
    }

    #[test]
    fn a_program_is_named_by_its_file() {
        assert_eq!(
            program_name("'/opt/my engines/gps usi' --threads 1"),
            "gps usi"
        );
        assert_eq!(program_name("yaneuraou"), "yaneuraou");
        assert_eq!(program_name("engine 'oops"), "engine 'oops");
    }
}
