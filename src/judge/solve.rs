//! Solving: the judge program. Cases are read from standard input as they are needed, in a
//! window of bounded size, and answered in order through one buffered writer. On bad input the
//! answers so far are printed, then one line on standard error naming the case and what is
//! wrong, and the exit status is 1. Output into a closed pipe ends the program quietly; any
//! other output error stops the searches at once.
//!
//! An answer reaches standard output once it and all before it are known, and either no
//! further case is waiting to be read or a tenth of a second has passed since the last write: a
//! judge's timeout, a kill or Ctrl-C loses at most the cases being solved, while many small
//! cases still go out a buffer at a time.
//! - A problem that solves on one thread reads, solves and writes in turn; its output is
//!   written out before every read of the input that could wait.
//! - A problem that forks ([`Problem::fork`]) solves on every core: one fork reads cases (at
//!   most a few ahead of the answers written) on a thread of its own, fed by a thread that only
//!   moves bytes, so that an input held open never keeps an answer back; the calling thread
//!   writes each answer as soon as it and all before it are solved, and writes out whenever it
//!   has nothing else to do.

use super::input::Input;
use super::messages::{output_failed, report};
use super::paced::{FlushFirst, Paced};
use super::problem::{read_case, Problem};
use super::show::{frames, Show};
use super::stats::Reporter;
use super::stdout::stdout;
use crate::parallel;
use crate::progress;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::io::{self, BufWriter, IsTerminal, Read, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::thread::Builder;
use std::time::Duration;

/// How many cases a worker may have in hand, read and not yet answered.
const WINDOW_PER_WORKER: usize = 4;

/// What solving is asked for besides the answers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// `--show`: where to draw the cases along each answer.
    pub show: Option<Show>,
    /// `--stats`: what each case's search took, and the totals ([`super::stats`]).
    pub stats: bool,
}

/// Why answering stopped early.
#[derive(Debug)]
pub enum Stop {
    /// Case `number` is bad; the message says why.
    BadCase { number: usize, message: String },
    /// Case `number` could not be solved: what solving it needs could not be had.
    Unsolved { number: usize, message: String },
    /// The output could not be written.
    Output(io::Error),
}

impl From<io::Error> for Stop {
    fn from(error: io::Error) -> Self {
        Stop::Output(error)
    }
}

/// Writes the answer to case `number`, its `--stats` line, and the `--show` frames from `case`
/// (kept for that only): after the answer, or on standard error once the answers are out.
fn deliver<P: Problem, W: Write>(
    problem: &mut P,
    (number, case, answer): (usize, Option<&P::Case>, &P::Answer),
    paced: &RefCell<Paced<W>>,
    show: Option<Show>,
) -> io::Result<()> {
    let mut paced = paced.borrow_mut();
    paced.answer(|out| problem.write(number, answer, out))?;
    if let (Some(reporter), Some(took)) = (&mut paced.stats, problem.took(answer)) {
        reporter.case(&took);
    }
    if let Some(hint) = (!paced.hinted).then(|| problem.hint(answer)).flatten() {
        paced.flush()?;
        paced.hinted = true;
        report(format_args!("{} {number}: {hint}", P::CASE));
    }
    let (Some(show), Some(case)) = (show, case) else {
        return Ok(());
    };
    let drawn = frames(problem, number, case, answer, show.colour());
    match show {
        Show::Stdout => paced.answer(|out| out.write_all(drawn.as_bytes())),
        Show::Stderr => {
            paced.flush()?;
            // As for every message: a reader of standard error that went away changes nothing.
            let _ = io::stderr().lock().write_all(drawn.as_bytes());
            Ok(())
        }
    }
}

/// Answers every case that `source` holds into `out`, stopping at the first bad one: the judge
/// program without its standard input and output (see the module documentation).
pub fn answer_all<P: Problem, W: Write>(
    problem: &mut P,
    source: impl Read + Send + 'static,
    out: &mut W,
    options: Options,
) -> Result<(), Stop> {
    let stats = options.stats.then(|| Reporter::new(P::CASE));
    let paced = RefCell::new(Paced::new(out, stats));
    let forks: Option<Vec<P>> = (0..crate::parallel::cores() + 1)
        .map(|_| problem.fork())
        .collect();
    let stopped = match forks {
        Some(mut workers) => {
            let reader = workers.pop().expect("a fork that reads");
            on_every_core(problem, reader, workers, source, &paced, options)
        }
        None => one_by_one(problem, source, &paced, options),
    };
    let mut paced = paced.into_inner();
    let flushed = paced.flush();
    if let Some(reporter) = &paced.stats {
        reporter.total();
    }
    match (stopped, flushed) {
        (Err(Stop::Output(error)), _) | (_, Err(error)) => Err(Stop::Output(error)),
        (stopped, Ok(())) => stopped,
    }
}

/// Reads, solves and writes each case in turn.
fn one_by_one<P: Problem, W: Write>(
    problem: &mut P,
    source: impl Read,
    paced: &RefCell<Paced<W>>,
    options: Options,
) -> Result<(), Stop> {
    let mut input = Input::from_reader(FlushFirst { source, paced });
    let mut number = 0;
    loop {
        let case = match read_case(problem, &mut input) {
            Ok(Some(case)) => case,
            Ok(None) => return Ok(()),
            Err(message) => {
                if paced.borrow().failed {
                    // The input was cut short because the output failed: that comes first.
                    return Ok(());
                }
                return Err(Stop::BadCase {
                    number: number + 1,
                    message,
                });
            }
        };
        number += 1;
        progress::working_on(P::CASE, number);
        let answer = problem
            .solve(&case)
            .map_err(|message| Stop::Unsolved { number, message })?;
        deliver(problem, (number, Some(&case), &answer), paced, options.show)?;
    }
}

/// What the threads of [`on_every_core`] tell the writing thread.
enum Event<C, A> {
    /// Case `number` (from 1) was read.
    Case(usize, C),
    /// The input ended after the cases read, cleanly or at a bad case.
    End(Result<(), Stop>),
    /// Case `number` was solved; `None` if its search was stopped, an error if what it needs
    /// could not be had.
    Solved(usize, Result<Option<A>, String>),
}

/// Solves on every core: `reader` reads the cases on a thread of its own, `workers` solve them,
/// and `problem` writes the answers in order on this thread. Where threads cannot be started
/// (a process short of memory), the cases are answered one by one on this thread instead.
fn on_every_core<P: Problem, W: Write>(
    problem: &mut P,
    mut reader: P,
    workers: Vec<P>,
    source: impl Read + Send + 'static,
    paced: &RefCell<Paced<W>>,
    options: Options,
) -> Result<(), Stop> {
    let source = Arc::new(Mutex::new(Some(source)));
    let Some(bytes) = pump(Arc::clone(&source)) else {
        let source = source.lock().ok().and_then(|mut s| s.take());
        let source = source.expect("the pump never started, so never took it");
        return one_by_one(problem, source, paced, options);
    };
    let stop = AtomicBool::new(false);
    let mut chunks = Chunks::new(bytes, &stop);
    let window = WINDOW_PER_WORKER * workers.len().max(1);
    let (events, happened) = mpsc::channel::<Event<P::Case, P::Answer>>();
    let (hand_out, to_solve) = mpsc::channel::<(usize, P::Case)>();
    let to_solve = Mutex::new(to_solve);
    // One credit for each case the reader may read ahead of the answers written.
    let (credit, credits) = mpsc::sync_channel::<()>(window);
    (0..window).for_each(|_| credit.send(()).expect("room for the window"));
    let answered = std::thread::scope(|scope| {
        let (stop, to_solve) = (&stop, &to_solve);
        let mut started = 0;
        for mut worker in workers {
            let events = events.clone();
            let work = move || loop {
                let next = to_solve.lock().map(|cases| cases.recv());
                let Ok(Ok((number, case))) = next else { break };
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                progress::working_on(P::CASE, number);
                let answer = worker.solve_or_stop(&case, stop);
                if events.send(Event::Solved(number, answer)).is_err() {
                    break;
                }
            };
            started += usize::from(parallel::spawn_scoped(Builder::new(), scope, work).is_ok());
        }
        let (reading, chunks) = (events.clone(), &mut chunks);
        let read = move || {
            let mut input = Input::from_reader(chunks);
            let mut number = 0;
            let end = loop {
                if credits.recv().is_err() {
                    break Ok(());
                }
                match read_case(&mut reader, &mut input) {
                    Ok(Some(case)) => {
                        number += 1;
                        if reading.send(Event::Case(number, case)).is_err() {
                            break Ok(());
                        }
                    }
                    Ok(None) => break Ok(()),
                    Err(message) => {
                        let number = number + 1;
                        break Err(Stop::BadCase { number, message });
                    }
                }
            };
            let _ = reading.send(Event::End(end));
        };
        if started == 0 || parallel::spawn_scoped(Builder::new(), scope, read).is_err() {
            // The workers started end once no case can come.
            drop((hand_out, credit));
            return None;
        }
        drop(events);
        let written = write_in_order(problem, &happened, &hand_out, &credit, paced, options);
        stop.store(true, Ordering::Relaxed);
        drop((hand_out, credit));
        Some(written)
    });
    answered.unwrap_or_else(|| one_by_one(problem, chunks, paced, options))
}

/// Hands out the cases read and writes their answers in order, as soon as each and all before
/// it are solved, writing out whenever there is nothing else to do; until the input has ended
/// and every case read is answered, or the output fails.
fn write_in_order<P: Problem, W: Write>(
    problem: &mut P,
    happened: &mpsc::Receiver<Event<P::Case, P::Answer>>,
    hand_out: &mpsc::Sender<(usize, P::Case)>,
    credit: &mpsc::SyncSender<()>,
    paced: &RefCell<Paced<W>>,
    options: Options,
) -> Result<(), Stop> {
    let (mut read, mut written) = (0, 0);
    let mut solved: BTreeMap<usize, Result<Option<P::Answer>, String>> = BTreeMap::new();
    // The cases read and not yet answered, kept for --show.
    let mut cases: BTreeMap<usize, P::Case> = BTreeMap::new();
    let mut end = None;
    loop {
        while let Some(answer) = solved.remove(&(written + 1)) {
            written += 1;
            let answer = answer
                .map_err(|message| Stop::Unsolved {
                    number: written,
                    message,
                })?
                .expect("searches stop only once nothing more is written");
            let case = cases.remove(&written);
            deliver(
                problem,
                (written, case.as_ref(), &answer),
                paced,
                options.show,
            )?;
            let _ = credit.try_send(());
        }
        if written == read {
            if let Some(end) = end.take() {
                return end;
            }
        }
        let event = match happened.try_recv() {
            Ok(event) => event,
            Err(_) => {
                paced.borrow_mut().flush()?;
                match happened.recv() {
                    Ok(event) => event,
                    Err(_) => panic!("a thread of the judge program ended before its work"),
                }
            }
        };
        match event {
            Event::Case(number, case) => {
                read = number;
                if options.show.is_some() {
                    cases.insert(number, case.clone());
                }
                let _ = hand_out.send((number, case));
            }
            Event::End(stopped) => end = Some(stopped),
            Event::Solved(number, answer) => {
                solved.insert(number, answer);
            }
        }
    }
}

/// Moves the bytes of `source` to a channel of a few chunks, on a thread that nothing waits
/// for: when the program is done, it ends with it, however long the input is held open.
/// `None`, and the source left where it is, if the thread cannot be started.
fn pump<R: Read + Send + 'static>(
    source: Arc<Mutex<Option<R>>>,
) -> Option<mpsc::Receiver<io::Result<Vec<u8>>>> {
    let (send, chunks) = mpsc::sync_channel(2);
    let moving = move || {
        let Some(mut source) = source.lock().ok().and_then(|mut s| s.take()) else {
            return;
        };
        loop {
            let mut chunk = vec![0; 64 << 10];
            let read = match source.read(&mut chunk) {
                Ok(n) => {
                    chunk.truncate(n);
                    Ok(chunk)
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => Err(error),
            };
            let last = !matches!(&read, Ok(chunk) if !chunk.is_empty());
            if send.send(read).is_err() || last {
                break;
            }
        }
    };
    parallel::spawn(Builder::new(), moving).ok()?;
    Some(chunks)
}

/// The bytes [`pump`] moves, as a reader that ends when `stop` is set.
struct Chunks<'s> {
    chunks: mpsc::Receiver<io::Result<Vec<u8>>>,
    chunk: Vec<u8>,
    at: usize,
    ended: bool,
    stop: &'s AtomicBool,
}

impl<'s> Chunks<'s> {
    fn new(chunks: mpsc::Receiver<io::Result<Vec<u8>>>, stop: &'s AtomicBool) -> Self {
        Self {
            chunks,
            chunk: Vec::new(),
            at: 0,
            ended: false,
            stop,
        }
    }
}

impl Read for Chunks<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.at == self.chunk.len() {
            if self.ended || self.stop.load(Ordering::Relaxed) {
                return Ok(0);
            }
            match self.chunks.recv_timeout(Duration::from_millis(50)) {
                Ok(chunk) => {
                    (self.chunk, self.at) = (chunk?, 0);
                    self.ended = self.chunk.is_empty();
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => self.ended = true,
            }
        }
        let n = buf.len().min(self.chunk.len() - self.at);
        buf[..n].copy_from_slice(&self.chunk[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

/// Runs `problem` as the judge program `name` on standard input and output: exit status 0, or
/// 1 after bad input or an I/O error. A person typing cases on a terminal gets a hint first.
pub fn run<P: Problem>(mut problem: P, name: &str, options: Options) -> ExitCode {
    if io::stdin().is_terminal() {
        report(format_args!(
            "{0}: reading cases from the terminal until the input ends (Ctrl-D on a line of its \
             own); to read a file, run {0} < FILE",
            name
        ));
    }
    let mut out = BufWriter::new(stdout());
    match answer_all(&mut problem, io::stdin(), &mut out, options) {
        Err(Stop::Output(error)) => output_failed(&error),
        Err(Stop::BadCase { number, message } | Stop::Unsolved { number, message }) => {
            report(format_args!("{} {number}: {message}", P::CASE));
            ExitCode::FAILURE
        }
        Ok(()) => ExitCode::SUCCESS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::toy::{Pace, Sum};

    fn answer(problem: &mut Sum, text: &str) -> (String, Option<String>) {
        let mut out = Vec::new();
        let source = io::Cursor::new(text.as_bytes().to_vec());
        let stop = answer_all(problem, source, &mut out, Options::default()).err();
        let message = stop.map(|stop| match stop {
            Stop::BadCase { number, message } | Stop::Unsolved { number, message } => {
                format!("{number}: {message}")
            }
            Stop::Output(error) => panic!("{error}"),
        });
        (String::from_utf8(out).unwrap(), message)
    }

    #[test]
    fn answers_every_case_until_the_end() {
        let mut sum = Sum::plain();
        assert_eq!(answer(&mut sum, "1 2\n3\n4\r\n"), ("3\n7\n".into(), None));
        assert_eq!(answer(&mut sum, ""), (String::new(), None));
    }

    #[test]
    fn bad_input_keeps_the_earlier_answers_and_names_the_case() {
        for mut sum in [Sum::plain(), Sum::forked(Pace::Instant)] {
            let bad = answer(&mut sum, "1 2\n3 x4");
            assert_eq!(
                bad,
                (
                    "3\n".into(),
                    Some("2: `x4` (line 2, column 3) is not an integer".into())
                )
            );
            let cut = answer(&mut sum, "1 2 3");
            assert_eq!(
                cut,
                (
                    "3\n".into(),
                    Some("2: the input ends inside the pair".into())
                )
            );
        }
    }

    #[test]
    fn faults_of_the_input_itself_name_the_case_they_are_in() {
        for mut sum in [Sum::plain(), Sum::forked(Pace::Instant)] {
            let nul = answer(&mut sum, "1 2\n3 4\0");
            assert_eq!(
                nul,
                (
                    "3\n".into(),
                    Some("2: a NUL byte (line 2, column 4): a judge input is text".into())
                )
            );
            let long = format!("1 2\n{} 1", "7".repeat(100));
            let (out, message) = answer(&mut sum, &long);
            assert_eq!(out, "3\n");
            assert_eq!(
                message.unwrap(),
                "2: `77777777777777777777…` (line 2, column 1) is longer than 64 bytes, longer \
                 than any token of a judge input"
            );
        }
    }

    #[test]
    fn forked_problems_answer_in_order_and_stop_at_the_bad_case() {
        let text = "9 1\n0 1\n5 5\n1 1\n8 0\n0 0\n";
        let mut slow = Sum::forked(Pace::Slow);
        assert_eq!(
            answer(&mut slow, text),
            ("10\n1\n10\n2\n8\n0\n".into(), None)
        );
        let (out, stop) = answer(&mut slow, "9 1\n0 1\n5 x\n1 1\n");
        assert_eq!(out, "10\n1\n");
        assert!(stop.is_some_and(|stop| stop.starts_with("3: ")));
    }

    /// Output that can never be written, as to /dev/full.
    struct Full;

    impl Write for Full {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::from(io::ErrorKind::StorageFull))
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_failed_write_stops_the_searches_under_way() {
        let text = io::Cursor::new(b"0 1\n5 5\n7 7\n".to_vec());
        let stop = answer_all(
            &mut Sum::forked(Pace::Endless),
            text,
            &mut Full,
            Options::default(),
        );
        assert!(matches!(stop, Err(Stop::Output(_))), "{stop:?}");
    }

    #[test]
    fn a_problem_that_forks_holds_only_a_few_cases_at_once() {
        let text = "1 2\n".repeat(20_000);
        let mut sum = Sum::forked(Pace::Instant);
        let mut out = Vec::new();
        let source = io::Cursor::new(text.into_bytes());
        assert!(answer_all(&mut sum, source, &mut out, Options::default()).is_ok());
        assert_eq!(out, "3\n".repeat(20_000).into_bytes());
        let most = sum.most_ahead;
        assert!(
            most <= 8 * crate::parallel::cores() + 2,
            "{most} cases read ahead of the answers"
        );
    }
}
