//! The count of cases a judge input starts with, read before the first case, and how many are
//! still to come.

use super::input::Input;

/// The count of cases a judge input starts with, and how many are still to come.
#[derive(Clone, Copy, Debug, Default)]
pub struct Announced {
    left: Option<u64>,
}

impl Announced {
    /// Whether another case follows, reading the count, `what` the statement calls it (`cube
    /// count`), first: a non-negative integer. Whatever follows the last case is not read.
    pub fn another(&mut self, input: &mut Input, what: &str) -> Result<bool, String> {
        let left = match self.left {
            Some(left) => left,
            None => {
                let token = input
                    .word()
                    .ok_or_else(|| format!("the input ends before the {what}"))?;
                match token.integer() {
                    Some(n) if n >= 0 => n as u64,
                    Some(_) => return Err(format!("{token} is a negative {what}")),
                    None => return Err(format!("{token} is not a {what}")),
                }
            }
        };
        self.left = Some(left.saturating_sub(1));
        Ok(left > 0)
    }

    /// The next case, which `read` reads, if the count says another follows
    /// ([`Announced::another`]); `Ok(None)` after the last.
    pub fn next<T>(
        &mut self,
        input: &mut Input,
        what: &str,
        read: impl FnOnce(&mut Input) -> Result<T, String>,
    ) -> Result<Option<T>, String> {
        match self.another(input, what)? {
            true => read(input).map(Some),
            false => Ok(None),
        }
    }
}
