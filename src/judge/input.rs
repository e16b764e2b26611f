//! Tokens of a judge input, each remembering where it stands, read from a stream through a
//! window of bounded size: however long the input, only the window and the case being read are
//! held.
//!
//! A judge input is text. A NUL byte, or a token longer than [`LONGEST_TOKEN`] bytes (longer
//! than any token of any judge input), is a fault of the input itself, found where it stands,
//! and so is a stream that cannot be read; a problem's reading ends there, and
//! [`Input::fault`] says why (the modes report it in place of what the problem made of the
//! input ending early).
//!
//! # Performance
//!
//! Reading through the window costs no time against reading the input whole, and memory no
//! longer grows with it: on 2026-11-25, interleaved, 100,000 rotation boards took 175 ms
//! either way, and a million boards 2.4 MB of memory where reading whole took 48 MB.

use std::fmt;
use std::io::{self, Read};

/// The longest token any judge input has, in bytes: a longer one is a fault of the input.
pub const LONGEST_TOKEN: usize = 64;

/// How many bytes of the input are held at once, besides the token being read.
const WINDOW: usize = 64 << 10;

/// Judge input read as tokens: whitespace-separated words or single characters.
///
/// Whitespace is what C's `isspace` accepts: space, tab, line feed, vertical tab, form feed and
/// carriage return, so CRLF files read like LF files. A byte order mark at the very start, which
/// some editors write, is skipped.
pub struct Input<'r> {
    source: Box<dyn Read + 'r>,
    buf: Vec<u8>,
    /// The unread bytes are `buf[pos..end]`; `buf[0]` is byte `behind` of the input.
    pos: usize,
    end: usize,
    behind: u64,
    /// Whether the source has ended (or failed, or a fault was found).
    done: bool,
    /// Whether anything was read yet: a byte order mark is skipped only at the very start.
    started: bool,
    /// The line of the next byte, from 1; where that line starts in the input, and how many
    /// bytes of it read so far continue a UTF-8 character (a column counts characters).
    line: usize,
    line_start: u64,
    continuations: u64,
    fault: Option<String>,
}

impl fmt::Debug for Input<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.debug_struct("Input")
            .field("line", &self.line)
            .field("fault", &self.fault)
            .finish_non_exhaustive()
    }
}

/// A token and its place in the input. It borrows the input's window, which is never moved
/// while a token lives.
#[derive(Clone, Copy)]
pub struct Token<'a> {
    /// The token's bytes, as they stand in the input.
    pub text: &'a [u8],
    /// The line it starts on, from 1, and the character it starts at within its line, from 1.
    line: usize,
    column: u64,
}

impl fmt::Debug for Token<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{self}")
    }
}

/// What each byte is to a reader of tokens: [`SPACE`], [`NUL`], or part of a token.
static CLASS: [u8; 256] = {
    let mut class = [0; 256];
    let spaces = [b' ', b'\t', b'\n', b'\x0b', b'\x0c', b'\r'];
    let mut i = 0;
    while i < spaces.len() {
        class[spaces[i] as usize] = SPACE;
        i += 1;
    }
    class[0] = NUL;
    class
};
const SPACE: u8 = 1;
const NUL: u8 = 2;

/// Whether `byte` is whitespace as C's `isspace` says: space, tab, line feed, vertical tab, form
/// feed, carriage return.
pub fn is_space(byte: u8) -> bool {
    CLASS[usize::from(byte)] == SPACE
}

/// Whether `byte` continues a UTF-8 character rather than starting one.
fn continues(byte: u8) -> bool {
    byte & 0xC0 == 0x80
}

impl<'r> Input<'r> {
    /// Reads `text` from its start, after a UTF-8 byte order mark if it has one.
    pub fn new(text: &'r [u8]) -> Self {
        Self::from_reader(text)
    }

    /// Reads what `source` gives, as it is needed.
    pub fn from_reader(source: impl Read + 'r) -> Self {
        Self {
            source: Box::new(source),
            buf: vec![0; WINDOW],
            pos: 0,
            end: 0,
            behind: 0,
            done: false,
            started: false,
            line: 1,
            line_start: 0,
            continuations: 0,
            fault: None,
        }
    }

    /// The fault of the input that ended the reading, if one was found: a NUL byte, a token
    /// longer than any, or a stream that could not be read.
    pub fn fault(&self) -> Option<&str> {
        self.fault.as_deref()
    }

    /// Ends the reading at a fault of the input: nothing more is read.
    fn fail(&mut self, message: String) {
        self.fault.get_or_insert(message);
        self.done = true;
        self.pos = self.end;
    }

    /// Makes at least `want` bytes (at most the window) readable, unless the input ends first;
    /// how many are. Reads only while fewer are, so that a token already whole is never held
    /// back waiting for more input.
    fn fill(&mut self, want: usize) -> usize {
        const BOM: &[u8] = b"\xEF\xBB\xBF";
        loop {
            if !self.started {
                let head = &self.buf[self.pos..self.end];
                if head.starts_with(BOM) {
                    self.pos += BOM.len();
                    self.line_start = BOM.len() as u64;
                    self.started = true;
                } else if self.done || !head.is_empty() && !BOM.starts_with(head) {
                    self.started = true;
                }
            }
            if self.started && self.end - self.pos >= want || self.done {
                return self.end - self.pos;
            }
            if self.pos > 0 {
                self.buf.copy_within(self.pos..self.end, 0);
                self.behind += self.pos as u64;
                (self.end, self.pos) = (self.end - self.pos, 0);
            }
            match self.source.read(&mut self.buf[self.end..]) {
                Ok(0) => self.done = true,
                Ok(n) => self.end += n,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => self.fail(format!("cannot read the input: {error}")),
            }
        }
    }

    /// How many bytes of the input were read: where the next one stands, counted from its first
    /// (a byte order mark included).
    pub fn offset(&self) -> u64 {
        self.behind + self.pos as u64
    }

    /// Where the next byte stands: its line, and its character on that line, from 1.
    fn place(&self) -> (usize, u64) {
        let at = self.behind + self.pos as u64;
        (self.line, at - self.line_start - self.continuations + 1)
    }

    /// Skips whitespace, line breaks too where `past_lines`, else up to the next line break.
    fn skip_space_within(&mut self, past_lines: bool) {
        loop {
            if self.pos == self.end && self.fill(1) == 0 {
                return;
            }
            while let Some(&byte) = self.buf[..self.end].get(self.pos) {
                if !is_space(byte) || byte == b'\n' && !past_lines {
                    return;
                }
                self.pos += 1;
                if byte == b'\n' {
                    self.passed_line_break();
                }
            }
        }
    }

    /// Counts the line break just passed: the next byte starts a line.
    fn passed_line_break(&mut self) {
        self.line += 1;
        self.line_start = self.behind + self.pos as u64;
        self.continuations = 0;
    }

    fn skip_space(&mut self) {
        self.skip_space_within(true);
    }

    /// Whether only whitespace is left.
    pub fn at_end(&mut self) -> bool {
        self.skip_space();
        self.pos == self.end
    }

    /// The token of the next `len` readable bytes, none of them whitespace.
    fn take(&mut self, len: usize) -> Token<'_> {
        let (line, column) = self.place();
        let start = self.pos;
        self.pos += len;
        let text = &self.buf[start..self.pos];
        if text.iter().any(|&b| b >= 0x80) {
            self.continuations += text.iter().filter(|&&b| continues(b)).count() as u64;
        }
        Token { text, line, column }
    }

    /// The fault of a NUL byte `before` bytes into the next token.
    fn nul(&mut self, before: usize) {
        let (line, column) = self.place();
        let skipped = &self.buf[self.pos..self.pos + before];
        let column = column + (before - skipped.iter().filter(|&&b| continues(b)).count()) as u64;
        self.fail(format!(
            "a NUL byte (line {line}, column {column}): a judge input is text"
        ));
    }

    /// The next maximal run of non-whitespace bytes, or `None` at the end of the input (or at a
    /// fault: a NUL byte, or a run longer than [`LONGEST_TOKEN`]).
    pub fn word(&mut self) -> Option<Token<'_>> {
        let len = self.word_len()?;
        Some(self.take(len))
    }

    /// The next word ([`Input::word`]), left to be read.
    pub fn peek_word(&mut self) -> Option<Token<'_>> {
        let len = self.word_len()?;
        let (line, column) = self.place();
        let text = &self.buf[self.pos..self.pos + len];
        Some(Token { text, line, column })
    }

    /// Whether the line being read has no token left: only whitespace up to its line break,
    /// or to the end of the input. Reads no further than that line break, so that a line is
    /// answered before the next one is written.
    pub fn line_ends(&mut self) -> bool {
        self.skip_space_within(false);
        self.pos == self.end || self.buf[self.pos] == b'\n'
    }

    /// The next word on the line being read ([`Input::word`]), or `None` where the line ends
    /// ([`Input::line_ends`]).
    pub fn word_on_line(&mut self) -> Option<Token<'_>> {
        match self.line_ends() {
            true => None,
            false => self.word(),
        }
    }

    /// [`Input::word_on_line`], left to be read.
    pub fn peek_word_on_line(&mut self) -> Option<Token<'_>> {
        match self.line_ends() {
            true => None,
            false => self.peek_word(),
        }
    }

    /// Passes the line break that ends a line with no token left ([`Input::line_ends`]).
    ///
    /// # Panics
    /// If the line has a token left.
    pub fn end_line(&mut self) {
        assert!(self.line_ends(), "a token left on the line");
        if self.pos < self.end {
            self.pos += 1;
            self.passed_line_break();
        }
    }

    /// Whether another line starts here: any byte at all is left, if only a line break (an
    /// empty line). Where every line ends in a line break, as a text file's do, the last line
    /// break ends the last line; an unended last line is a line too.
    pub fn line_ahead(&mut self) -> bool {
        self.pos < self.end || self.fill(1) > 0
    }

    /// The length of the next word, made readable in the window.
    fn word_len(&mut self) -> Option<usize> {
        if self.at_end() {
            return None;
        }
        let mut len = 0;
        loop {
            for &byte in &self.buf[self.pos + len..self.end] {
                match CLASS[usize::from(byte)] {
                    SPACE => return Some(len),
                    NUL => {
                        self.nul(len);
                        return None;
                    }
                    _ => {}
                }
                if len == LONGEST_TOKEN {
                    let start = quote(&self.buf[self.pos..self.pos + len], 20);
                    let (line, column) = self.place();
                    let message = format!(
                        "{start} (line {line}, column {column}) is longer than {LONGEST_TOKEN} \
                         bytes, longer than any token of a judge input"
                    );
                    self.fail(message);
                    return None;
                }
                len += 1;
            }
            // The window ends inside the token: more of it, or the end of the input.
            if self.fill(len + 1) <= len {
                return Some(len);
            }
        }
    }

    /// The next non-whitespace character (a UTF-8 sequence, or one byte that is not part of
    /// one), or `None` at the end of the input (or at a NUL byte).
    pub fn glyph(&mut self) -> Option<Token<'_>> {
        if self.at_end() {
            return None;
        }
        let width = match self.buf[self.pos] {
            0xC0..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF7 => 4,
            _ => 1,
        };
        let available = match self.end - self.pos {
            enough if enough >= width => enough,
            _ => self.fill(width),
        };
        let rest = &self.buf[self.pos..self.pos + available];
        let len = if rest.len() >= width && rest[1..width].iter().all(|&b| continues(b)) {
            width
        } else {
            1
        };
        if rest[0] == 0 {
            self.nul(0);
            return None;
        }
        Some(self.take(len))
    }
}

impl Token<'_> {
    /// The line it starts on, from 1.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The character it starts at within its line, from 1.
    pub fn column(&self) -> u64 {
        self.column
    }

    /// The value of a decimal integer token (an optional sign, then digits), saturated to the
    /// range of `i64`; `None` if the token is not one.
    pub fn integer(&self) -> Option<i64> {
        let (negative, digits) = match self.text {
            [b'-', rest @ ..] => (true, rest),
            [b'+', rest @ ..] => (false, rest),
            digits => (false, digits),
        };
        if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let magnitude = digits.iter().fold(0i64, |n, &d| {
            n.saturating_mul(10).saturating_add(i64::from(d - b'0'))
        });
        Some(if negative { -magnitude } else { magnitude })
    }
}

/// The token as `quote` shows it, cut after 20 characters, and its place: `` `x4` (line 2, column 3) ``.
impl fmt::Display for Token<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let quoted = quote(self.text, 20);
        write!(f, "{quoted} (line {}, column {})", self.line, self.column)
    }
}

/// `text` as a message shows it: in backquotes, cut after `chars` characters (`…` marks the
/// cut), control and invisible characters escaped. Whatever a file holds, the message stays one
/// short line that is safe to print on a terminal.
///
/// # Complexity
/// O(`chars`), however long `text` is.
pub fn quote(text: &[u8], chars: usize) -> String {
    // A character takes at most four bytes: one more character's bytes tell whether it is cut.
    let prefix = String::from_utf8_lossy(&text[..text.len().min(4 * (chars + 1))]);
    let mut all = prefix.chars();
    let shown: String = all.by_ref().take(chars).collect();
    let cut = if all.next().is_some() { "…" } else { "" };
    // Quotes stand for themselves: `R'` is a move.
    let escaped: String = shown
        .chars()
        .map(|c| match c {
            '\'' | '"' => c.to_string(),
            c => c.escape_debug().to_string(),
        })
        .collect();
    format!("`{escaped}{cut}`")
}

/// A path as a message shows it: the bytes that are not UTF-8 as `\xNN`, control characters
/// escaped, so that a name the system allows is shown as it is, and safely.
pub fn show_path(path: &std::path::Path) -> String {
    let mut shown = String::new();
    for chunk in path.as_os_str().as_encoded_bytes().utf8_chunks() {
        shown.extend(chunk.valid().chars().flat_map(|c| match c.is_control() {
            true => c.escape_debug().collect::<Vec<_>>(),
            false => vec![c],
        }));
        for byte in chunk.invalid() {
            shown += &format!("\\x{byte:02x}");
        }
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        let mut input = Input::new(text.as_bytes());
        std::iter::from_fn(|| input.word().map(|t| t.to_string())).collect()
    }

    #[test]
    fn words_split_on_any_whitespace_and_know_their_place() {
        assert_eq!(
            words(" 12\t-3\r\n\n\x0b+4\x0c5 "),
            [
                "`12` (line 1, column 2)",
                "`-3` (line 1, column 5)",
                "`+4` (line 3, column 2)",
                "`5` (line 3, column 5)"
            ]
        );
        assert!(words(" \n\t").is_empty());
    }

    #[test]
    fn lines_are_read_word_by_word_and_never_past_their_line_break() {
        let mut input = Input::new(b"R U\t\r\n\n 2 \nF");
        let line = |input: &mut Input| {
            let words = std::iter::from_fn(|| input.word_on_line().map(|t| t.to_string()));
            let words: Vec<String> = words.collect();
            input.end_line();
            words
        };
        assert!(input.line_ahead());
        assert_eq!(
            line(&mut input),
            ["`R` (line 1, column 1)", "`U` (line 1, column 3)"]
        );
        assert!(input.line_ahead(), "an empty line");
        assert!(line(&mut input).is_empty());
        assert_eq!(input.peek_word_on_line().unwrap().text, b"2");
        assert_eq!(line(&mut input), ["`2` (line 3, column 2)"]);
        assert_eq!(
            line(&mut input),
            ["`F` (line 4, column 1)"],
            "no last line break"
        );
        assert!(!input.line_ahead());
        assert!(!Input::new(b"").line_ahead());

        // A stream that has given one line and would wait for the next: that line's words and
        // its end are read without asking for more.
        struct OneLine(bool);
        impl Read for OneLine {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                assert!(!self.0, "read past the line break");
                self.0 = true;
                buf[..4].copy_from_slice(b"R U\n");
                Ok(4)
            }
        }
        let mut held = Input::from_reader(OneLine(false));
        assert!(held.line_ahead());
        assert_eq!(line(&mut held).len(), 2);
    }

    #[test]
    fn glyphs_are_characters_and_columns_count_characters() {
        let mut input = Input::new("äb\n x\u{FEFF}\u{fffd}\u{10348}".as_bytes());
        let mut next = || input.glyph().map(|t| t.to_string());
        assert_eq!(next().unwrap(), "`ä` (line 1, column 1)");
        assert_eq!(next().unwrap(), "`b` (line 1, column 2)");
        assert_eq!(next().unwrap(), "`x` (line 2, column 2)");
        assert_eq!(
            next().unwrap(),
            "`\\u{feff}` (line 2, column 3)",
            "invisible, so escaped"
        );
        assert_eq!(next().unwrap(), "`\u{fffd}` (line 2, column 4)");
        assert_eq!(next().unwrap(), "`\u{10348}` (line 2, column 5)");
        assert_eq!(next(), None);
        let mut broken = Input::new(b"\xff\xe2\x82");
        assert_eq!(broken.glyph().unwrap().text, b"\xff");
        assert_eq!(broken.glyph().unwrap().text, b"\xe2");
        assert_eq!(broken.glyph().unwrap().text, b"\x82");
        assert!(broken.at_end());
    }

    #[test]
    fn a_leading_byte_order_mark_is_skipped() {
        assert_eq!(
            words("\u{FEFF}12 3"),
            ["`12` (line 1, column 1)", "`3` (line 1, column 4)"]
        );
        let mut inner = Input::new("1 \u{FEFF}".as_bytes());
        assert_eq!(inner.word().unwrap().text, b"1");
        assert_eq!(
            inner.word().unwrap().text,
            "\u{FEFF}".as_bytes(),
            "only at the start"
        );
    }

    #[test]
    fn integers_have_an_optional_sign_and_saturate() {
        let int = |s: &str| Input::new(s.as_bytes()).word().and_then(|t| t.integer());
        assert_eq!(int("0"), Some(0));
        assert_eq!(int("-17"), Some(-17));
        assert_eq!(int("+3"), Some(3));
        assert_eq!(int("99999999999999999999999"), Some(i64::MAX));
        assert_eq!(int("-99999999999999999999999"), Some(-i64::MAX));
        for bad in ["", "-", "+", "1.0", "3a", "0x1", "--1", "١"] {
            assert_eq!(int(bad), None, "{bad}");
        }
    }

    #[test]
    fn quotes_are_short_and_escape_control_characters() {
        assert_eq!(quote(b"abc", 5), "`abc`");
        assert_eq!(quote(b"abcdef", 5), "`abcde…`");
        assert_eq!(quote(b"\x1b[2J\r\n\t", 10), r"`\u{1b}[2J\r\n\t`");
        let huge = vec![b'a'; 100_000_000];
        assert_eq!(quote(&huge, 3), "`aaa…`", "a prefix, whatever the length");
        assert_eq!(quote("äöü".as_bytes(), 2), "`äö…`", "characters, not bytes");
        assert_eq!(quote("äö".as_bytes(), 2), "`äö`");
        assert_eq!(quote(b"R' \"q\" \\", 10), r#"`R' "q" \\`"#);
    }

    #[test]
    fn paths_show_what_is_not_text_as_bytes() {
        use std::os::unix::ffi::OsStrExt;
        let path = std::path::Path::new(std::ffi::OsStr::from_bytes(b"in\xff/a\nb"));
        assert_eq!(show_path(path), r"in\xff/a\nb");
    }

    #[test]
    fn long_tokens_are_cut_when_shown() {
        let long = "1".repeat(50);
        let mut input = Input::new(long.as_bytes());
        let token = input.word().unwrap();
        assert_eq!(
            token.to_string(),
            format!("`{}…` (line 1, column 1)", "1".repeat(20))
        );
    }
}
