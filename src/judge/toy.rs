//! A toy judge problem for the judge layer's own tests: pairs of integers, answered by their
//! sums, solved on one thread or on every core.

use super::input::{Input, Token};
use super::problem::{Checkable, Packageable, Problem, Sampler, Step};
use super::statement::Statement;
use super::their_output::{Lines, Verdict};
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long a forked toy search takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    Instant,
    /// 3 ms for each unit of the pair's first number (up to 9), so that answers are found out
    /// of order.
    Slow,
    /// Never done unless the first number is 0: a search that ends only when told to stop.
    Endless,
}

/// Sums pairs of integers; a pair cut short or a non-integer is bad input.
#[derive(Debug)]
pub struct Sum {
    /// Forked onto every core at this pace, or on one thread.
    forks: Option<Pace>,
    /// The pairs read so far, by this problem and its forks, and the most read ahead of the
    /// answers written.
    read: Arc<AtomicUsize>,
    pub most_ahead: usize,
    /// Writes each pair's second number one too high: an input that is not the cases drawn.
    pub miswritten: bool,
}

impl Sum {
    /// The problem on one thread.
    pub fn plain() -> Self {
        Self {
            forks: None,
            read: Arc::default(),
            most_ahead: 0,
            miswritten: false,
        }
    }

    /// The problem on every core, its searches taking `pace`.
    pub fn forked(pace: Pace) -> Self {
        Self {
            forks: Some(pace),
            ..Self::plain()
        }
    }
}

impl Problem for Sum {
    const CASE: &'static str = "pair";

    type Case = (i64, i64);

    type Answer = i64;

    fn read(&mut self, input: &mut Input) -> Result<Option<(i64, i64)>, String> {
        let int = |t: Token| t.integer().ok_or(format!("{t} is not an integer"));
        let Some(a) = input.word() else {
            return Ok(None);
        };
        let a = int(a)?;
        let b = input.word().ok_or("the input ends inside the pair")?;
        self.read.fetch_add(1, Ordering::Relaxed);
        Ok(Some((a, int(b)?)))
    }

    fn solve(&mut self, &(a, b): &(i64, i64)) -> Result<i64, String> {
        if self.forks == Some(Pace::Slow) {
            std::thread::sleep(Duration::from_millis(a.clamp(0, 9) as u64 * 3));
        }
        Ok(a + b)
    }

    fn solve_or_stop(
        &mut self,
        case: &(i64, i64),
        stop: &AtomicBool,
    ) -> Result<Option<i64>, String> {
        if self.forks != Some(Pace::Endless) || case.0 == 0 {
            return self.solve(case).map(Some);
        }
        let start = Instant::now();
        while !stop.load(Ordering::Relaxed) {
            assert!(start.elapsed().as_secs() < 60, "never told to stop");
            std::thread::yield_now();
        }
        Ok(None)
    }

    /// Moves of −1, from the first number while it is above 0, then from the second, down to
    /// (0, 0); none where the sum is below 0.
    fn steps(&mut self, &(a, b): &(i64, i64), &sum: &i64) -> Option<Vec<Step<(i64, i64)>>> {
        let (mut a, mut b) = (a, b);
        let steps = (0..sum).map(|_| {
            match a > 0 {
                true => a -= 1,
                false => b -= 1,
            }
            Step {
                name: "-1".into(),
                case: (a, b),
            }
        });
        (sum >= 0).then(|| steps.collect())
    }

    fn draw(&self, &(a, b): &(i64, i64), _: bool) -> String {
        format!("{a} + {b}\n")
    }

    fn write<W: Write>(&mut self, number: usize, answer: &i64, out: &mut W) -> io::Result<()> {
        let read = self.read.load(Ordering::Relaxed);
        self.most_ahead = self.most_ahead.max(read.saturating_sub(number));
        writeln!(out, "{answer}")
    }

    fn write_case<W: Write>(&self, &(a, b): &(i64, i64), out: &mut W) -> io::Result<()> {
        writeln!(out, "{a} {}", b + i64::from(self.miswritten))
    }

    fn fork(&self) -> Option<Self> {
        self.forks.map(|pace| Self {
            read: Arc::clone(&self.read),
            ..Self::forked(pace)
        })
    }
}

impl Checkable for Sum {
    fn check(&mut self, pair: &(i64, i64), output: &mut Lines) -> Result<(), Verdict> {
        let sum = output.integer("a sum")?;
        let truth = pair.0 + pair.1;
        match sum == truth {
            true => Ok(()),
            false => Err(Verdict::Wrong(format!("{sum}, but the sum is {truth}"))),
        }
    }

    fn max_depth(&mut self) -> Result<u32, String> {
        Ok(18)
    }

    fn sampler(&mut self, depth: Option<u32>) -> Result<Sampler<(i64, i64)>, String> {
        // "Depth" here: the sum.
        match depth {
            Some(d) if d > 18 => Err("no pair of digits sums to more than 18".into()),
            Some(d) => Ok(Box::new(move |rng| {
                let a = rng.below(u64::from(d.min(9)) + 1) as i64;
                (a, i64::from(d) - a)
            })),
            None => Ok(Box::new(|rng| (rng.below(10) as i64, rng.below(10) as i64))),
        }
    }
}

impl Packageable for Sum {
    fn statement(&self, _: bool) -> Statement {
        Statement {
            title: "Sums".into(),
            legend: "Add two integers.".into(),
            input: "Pairs of integers, a pair a line.".into(),
            output: "For each pair, a line with its sum.".into(),
            notes: String::new(),
        }
    }
}
