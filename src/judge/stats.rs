//! `--stats`: what each case's search took, on standard error as its answer is written, with a
//! line for each bound of an iterative search, and the totals once the input ends. The one
//! reporter of every binary that has the flag, fed by the case loop ([`super::solve`]) with
//! what the problem tells of each answer ([`Problem::took`](super::Problem::took)).
//!
//! ```text
//! puzzle 2: idastar, 31 moves, 14635 expanded, 23504 generated, frontier 31, 32 B held, 1.870 ms of CPU time
//! puzzle 2: bound 29, 3043 expanded, 4804 generated
//! total: 3 puzzles, 1 unsolvable, 31 moves, 14635 expanded, …, 1.912 ms of CPU time in the searches, summed over the puzzles; the run: …
//! ```
//!
//! Times are CPU time ([`crate::cpu::Clock`]): of the thread that solved the case and of the
//! threads its search started, so that they do not depend on how busy the machine is. The
//! run's own wall time and CPU time close the total.

use super::messages::{report, run_time};
use super::their_output::{agreeing, moves};
use crate::search::ida::Iteration;
use crate::search::Stats;
use std::time::Duration;

/// How a case was answered, for its line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A solution of this many moves.
    Moves(usize),
    /// No solution: the case's line says why (`unsolvable by parity`), the total counts such
    /// cases in a word (`unsolvable`).
    Without {
        line: &'static str,
        total: &'static str,
    },
}

/// What solving one case took, told of its answer, whose bounds it borrows.
#[derive(Clone, Debug)]
pub struct Took<'a> {
    /// Which search answered, where the binary lets one choose (`idastar`).
    pub by: Option<&'static str>,
    pub outcome: Outcome,
    /// How many searches it took and what they are called, one and many (`3 iterations`, `2
    /// tries`), where the binary tells it.
    pub searches: Option<(u32, [&'static str; 2])>,
    pub nodes: Stats,
    /// Whether the search keeps a frontier and structures worth telling (the nodes' `frontier`
    /// and `memory`).
    pub held: bool,
    /// Each bound of an iterative search, with the nodes it took.
    pub bounds: &'a [Iteration],
    /// The CPU time of the search.
    pub cpu: Duration,
}

/// The reporter: the cases reported so far and their totals.
#[derive(Debug)]
pub struct Reporter {
    /// What the problem calls a case (`puzzle`).
    case: &'static str,
    cases: usize,
    /// The cases without a solution, and the total's word for them.
    without: (usize, &'static str),
    moves: usize,
    nodes: Stats,
    held: bool,
    cpu: Duration,
}

impl Reporter {
    /// A reporter of cases that the problem calls `case`.
    pub fn new(case: &'static str) -> Self {
        Self {
            case,
            cases: 0,
            without: (0, ""),
            moves: 0,
            nodes: Stats::default(),
            held: false,
            cpu: Duration::ZERO,
        }
    }

    /// Reports the next case, and adds it to the totals.
    pub fn case(&mut self, took: &Took) {
        self.cases += 1;
        self.cpu += took.cpu;
        self.held |= took.held;
        let mut line = format!("{} {}: ", self.case, self.cases);
        if let Some(by) = took.by {
            line += &format!("{by}, ");
        }
        match took.outcome {
            Outcome::Moves(n) => {
                self.moves += n;
                line += &moves(n);
            }
            Outcome::Without { line: why, total } => {
                self.without = (self.without.0 + 1, total);
                line += why;
            }
        }
        if let Some((n, [one, many])) = took.searches {
            line += &format!(", {n} {}", agreeing(n as usize, one, many));
        }
        self.nodes = self.nodes.and(took.nodes);
        // A case found without a solution before any search (by parity) says nothing more.
        let searched = took.nodes != Stats::default() || took.searches.is_some();
        if matches!(took.outcome, Outcome::Moves(_)) || searched {
            line += &nodes(&took.nodes, took.held);
        }
        report(format_args!("{line}, {}", cpu(took.cpu)));
        for bound in took.bounds {
            report(format_args!(
                "{} {}: bound {}, {} expanded, {} generated",
                self.case, self.cases, bound.bound, bound.expanded, bound.generated
            ));
        }
    }

    /// Reports the totals.
    pub fn total(&self) {
        let cases = agreeing(self.cases, "", "s");
        let mut line = format!("total: {} {}{cases}", self.cases, self.case);
        if self.without.0 > 0 {
            line += &format!(", {} {}", self.without.0, self.without.1);
        }
        report(format_args!(
            "{line}, {}{}, {} in the searches, summed over the {}s; the run: {}",
            moves(self.moves),
            nodes(&self.nodes, self.held),
            cpu(self.cpu),
            self.case,
            run_time()
        ));
    }
}

/// `, 14635 expanded, 23504 generated`, and with `held` `, frontier 31, 32 B held`.
fn nodes(nodes: &Stats, held: bool) -> String {
    let mut text = format!(
        ", {} expanded, {} generated",
        nodes.expanded, nodes.generated
    );
    if held {
        text += &format!(
            ", frontier {}, {} held",
            nodes.frontier,
            bytes(nodes.memory)
        );
    }
    text
}

/// `1.870 ms of CPU time` below a second, `2.113 s of CPU time` from one.
fn cpu(time: Duration) -> String {
    match time.as_secs_f64() {
        s if s < 1.0 => format!("{:.3} ms of CPU time", s * 1e3),
        s => format!("{s:.3} s of CPU time"),
    }
}

/// Bytes in B, KB or MB.
fn bytes(n: usize) -> String {
    match n {
        0..=9_999 => format!("{n} B"),
        10_000..=999_999 => format!("{:.1} KB", n as f64 / 1e3),
        _ => format!("{:.1} MB", n as f64 / 1e6),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_in_milliseconds_below_a_second_and_bytes_in_their_unit() {
        assert_eq!(cpu(Duration::from_micros(1870)), "1.870 ms of CPU time");
        assert_eq!(cpu(Duration::from_millis(2113)), "2.113 s of CPU time");
        assert_eq!(bytes(32), "32 B");
        assert_eq!(bytes(181_440), "181.4 KB");
        assert_eq!(bytes(11_612_345), "11.6 MB");
    }
}
