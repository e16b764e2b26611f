//! The `--input` file of a stress test, cut by case into its own bytes: the runs of its cases
//! give the command the file's own text — the whole file as it is, a part as the file's own
//! lines of the cases it keeps — so that a fault of the file's spelling (an `X` for the blank,
//! a board written without spaces, a byte order mark) fails as it did on the judge. What must
//! be rewritten is only a count the file starts with, where a part holds fewer cases, and a case
//! that shrinking drew in place of the file's own.

use crate::judge::input::{is_space, Input};
use crate::judge::problem::{read_case, Checkable};

/// The file's bytes, cut: what precedes the cases (a count), each case's own text, and what
/// follows them (a terminating line). Put back together in order, they are the file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Given {
    head: Vec<u8>,
    cases: Vec<Vec<u8>>,
    tail: Vec<u8>,
}

impl Given {
    /// The cases of the judge input `file`, read by `problem` (its messages as [`read_cases`]
    /// gives them), and the file cut by case. A case's text runs from the end of the one
    /// before it (or of the count) to the end of the line its last token is on, so that each is
    /// its own lines where cases stand on lines of their own.
    ///
    /// [`read_cases`]: crate::judge::problem::read_cases
    pub fn read<P: Checkable>(
        problem: &mut P,
        file: &[u8],
    ) -> Result<(Vec<P::Case>, Self), String> {
        problem.new_input();
        let mut input = Input::new(file);
        let mut cases = Vec::new();
        let mut ends = Vec::new();
        loop {
            match read_case(problem, &mut input) {
                Ok(Some(case)) => {
                    cases.push(case);
                    ends.push(line_end(file, input.offset() as usize));
                }
                Ok(None) => break,
                Err(message) => return Err(format!("{} {}: {message}", P::CASE, cases.len() + 1)),
            }
        }
        let head = head_len(problem, cases.len(), file).min(ends.first().copied().unwrap_or(0));
        let mut start = head;
        let texts = ends
            .iter()
            .map(|&end| {
                let text = file[start..end].to_vec();
                start = end;
                text
            })
            .collect();
        let given = Self {
            head: file[..head].to_vec(),
            cases: texts,
            tail: file[start..].to_vec(),
        };
        Ok((cases, given))
    }

    /// The text of case `k` (from 1) as the file has it.
    pub fn case(&self, k: usize) -> &[u8] {
        &self.cases[k - 1]
    }

    /// What the file has before its cases: its own count, where `count` cases are its own
    /// number of them; else `None`, and the count must be written anew (where the file starts
    /// with one at all).
    pub fn head(&self, count: usize) -> Option<&[u8]> {
        (count == self.cases.len() || self.head.is_empty()).then_some(&self.head[..])
    }

    /// What the file has after its cases.
    pub fn tail(&self) -> &[u8] {
        &self.tail
    }
}

/// Where the line that `at` stands in ends (past its line break), if only whitespace is left
/// on it; else `at`: a case that shares its line with the next one ends where it ends.
fn line_end(file: &[u8], at: usize) -> usize {
    let rest = &file[at..];
    let line = rest
        .iter()
        .position(|&b| b == b'\n')
        .map_or(rest.len(), |n| n + 1);
    match rest[..line].iter().all(|&b| is_space(b)) {
        true => at + line,
        false => at,
    }
}

/// How long the count that `file` starts with is, with the rest of its line: as many words as
/// `problem` writes before `count` cases (none where it writes none).
fn head_len<P: Checkable>(problem: &P, count: usize, file: &[u8]) -> usize {
    let mut written = Vec::new();
    problem
        .write_header(count, &mut written)
        .expect("writing to memory succeeds");
    let words = written
        .split(|&b| is_space(b))
        .filter(|w| !w.is_empty())
        .count();
    if words == 0 {
        return 0;
    }
    let mut input = Input::new(file);
    for _ in 0..words {
        if input.word().is_none() {
            return 0;
        }
    }
    line_end(file, input.offset() as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::toy::Sum;

    #[test]
    fn the_cases_texts_put_back_together_are_the_file() {
        for file in [
            &b"1 2\n3 4\n"[..],
            b"\xEF\xBB\xBF1 2\r\n\r\n 3\n4 \n\n",
            b"1 2 3 4\n5 6",
            b"  1\n2\n\n",
        ] {
            let (cases, given) = Given::read(&mut Sum::plain(), file).unwrap();
            let mut whole = given.head(cases.len()).unwrap().to_vec();
            for k in 1..=cases.len() {
                whole.extend_from_slice(given.case(k));
            }
            whole.extend_from_slice(given.tail());
            assert_eq!(whole, file, "{}", String::from_utf8_lossy(file));
        }
    }

    #[test]
    fn a_case_on_lines_of_its_own_is_those_lines() {
        let (_, given) = Given::read(&mut Sum::plain(), b"1 2\n\n3\n4\n5 6 7 8\n").unwrap();
        assert_eq!(given.case(1), b"1 2\n");
        assert_eq!(given.case(2), b"\n3\n4\n");
        assert_eq!(given.case(3), b"5 6");
        assert_eq!(given.case(4), b" 7 8\n");
        assert_eq!(given.tail(), b"");
    }
}
