//! Progress of long work, so that it never looks hung: a table build, a search past a second.
//!
//! On a terminal a [`Progress`] is a status line, redrawn as the work goes and every second;
//! elsewhere (a log, CI) it is a line on standard error once the work has taken a second, then
//! at least every ten seconds, and at each milestone ([`Progress::mark`]: a bound done) after
//! the first second — `magic-cube: cube 3: bound 20 done, 412 M nodes, 2 min`. Work that ends
//! within a second says nothing. `PUZZLE_SEARCH_PROGRESS` sets the ten seconds to other
//! seconds, from a hundredth to 3,600 (the first line comes after the lesser of that and one
//! second), or with `off` turns the lines off a terminal off.
//!
//! It also knows what the work belongs to: the program, set once ([`set_program`]), and the
//! case a thread is solving ([`working_on`], [`case`]); and how long the program has run
//! ([`elapsed`]). Its lines go out through [`report`] and [`status`], which the judge layer's
//! messages use too.

use std::cell::Cell;
use std::fmt::Display;
use std::io::{self, IsTerminal, Write};
use std::sync::{Arc, Condvar, Mutex, OnceLock};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The program's name and when it started.
static PROGRAM: OnceLock<(&'static str, Instant)> = OnceLock::new();

thread_local! {
    /// The case this thread is solving: what the problem calls a case, and its number.
    static CASE: Cell<Option<(&'static str, usize)>> = const { Cell::new(None) };
}

/// Writes `message` as one line on standard error. A failed write is ignored: a reader of
/// standard error that went away must not change what the program does or how it ends.
pub fn report(message: impl Display) {
    let _ = writeln!(io::stderr().lock(), "{message}");
}

/// Writes `message` as one line on standard error, after the program's name, as progress
/// lines are: `magic-cube: building …`.
pub fn announce(message: impl Display) {
    report(format_args!("{}{message}", named()));
}

/// The program's name as lines start with it (`magic-cube: `), once [`set_program`] gave it.
fn named() -> String {
    PROGRAM
        .get()
        .map_or(String::new(), |(name, _)| format!("{name}: "))
}

/// A status line for a person watching: written over the last one (`\r`, erase line), and only
/// when standard error is a terminal. An empty status erases the line.
pub fn status(text: impl Display) {
    if io::stderr().is_terminal() {
        let _ = write!(io::stderr().lock(), "\r\x1b[K{text}");
    }
}

/// Names the program in progress lines, and starts the clock of [`elapsed`].
pub fn set_program(name: &'static str) {
    PROGRAM.get_or_init(|| (name, Instant::now()));
}

/// Says that this thread is solving case `number`, called `what` (`cube`).
pub fn working_on(what: &'static str, number: usize) {
    CASE.set(Some((what, number)));
}

/// The case this thread is solving, as messages name it: `cube 3`.
pub fn case() -> Option<String> {
    CASE.get().map(|(what, number)| format!("{what} {number}"))
}

/// The wall time since [`set_program`]; zero before it.
pub fn elapsed() -> Duration {
    PROGRAM
        .get()
        .map_or(Duration::ZERO, |(_, start)| start.elapsed())
}

/// How long a person waits: `12 s`, `3 min`, `1 h 5 min`.
pub fn waited(time: Duration) -> String {
    match time.as_secs() {
        s @ 0..60 => format!("{s} s"),
        s @ 60..3600 => format!("{} min", s / 60),
        s => format!("{} h {} min", s / 3600, s / 60 % 60),
    }
}

/// The most time between lines off a terminal; `None` where they are turned off.
fn every() -> Option<Duration> {
    interval(std::env::var("PUZZLE_SEARCH_PROGRESS").ok().as_deref())
}

/// The time between lines that `setting` asks for: seconds from a hundredth to an hour (a
/// number outside them is the nearer end, so that lines never come so often that the clock
/// thread, always due, keeps the work from its progress), ten if it is no number of seconds,
/// `None` for `off`.
fn interval(setting: Option<&str>) -> Option<Duration> {
    if setting == Some("off") {
        return None;
    }
    let seconds = setting.and_then(|s| s.parse::<f64>().ok());
    let seconds = seconds.filter(|s| s.is_finite() && *s > 0.0);
    Some(Duration::from_secs_f64(
        seconds.map_or(10.0, |s| s.clamp(0.01, 3600.0)),
    ))
}

/// What a [`Progress`] and its clock thread share.
struct Shared {
    start: Instant,
    terminal: bool,
    /// The most time between lines off a terminal, `None` where they are off.
    every: Option<Duration>,
    state: Mutex<State>,
    changed: Condvar,
}

struct State {
    what: String,
    detail: String,
    /// When the last line or status was written, if one was.
    shown: Option<Instant>,
    done: bool,
    /// Where the detail is told too, and when it last was ([`Progress::mirror`]).
    mirror: Option<(Mirror, Option<Instant>)>,
}

/// Somewhere else that hears where the work is: another process waiting for it.
pub type Mirror = Box<dyn Fn(&str) + Send>;

impl State {
    /// Tells the mirror the detail, at most once a second, or now with `now`.
    fn tell_mirror(&mut self, now: bool) {
        if let Some((mirror, told)) = &mut self.mirror {
            if now || told.is_none_or(|told| told.elapsed() >= Duration::from_secs(1)) {
                mirror(&self.detail);
                *told = Some(Instant::now());
            }
        }
    }
}

impl Shared {
    /// The line: `magic-cube: building the two-phase tables: 41% (layer 9), 3 min`.
    fn line(&self, state: &State) -> String {
        let program = named();
        let detail = match state.detail.as_str() {
            "" => String::new(),
            detail => format!(": {detail}"),
        };
        let took = waited(self.start.elapsed());
        format!("{program}{}{detail}, {took}", state.what)
    }

    /// Shows the line now, as a status on a terminal, else as a line of its own.
    fn show(&self, state: &mut State) {
        let line = self.line(state);
        match self.terminal {
            true => status(line),
            false => report(line),
        }
        state.shown = Some(Instant::now());
    }

    /// The most time between lines off a terminal; `None` on a terminal, which has a status.
    fn lines_every(&self) -> Option<Duration> {
        self.every.filter(|_| !self.terminal)
    }

    /// How long after the start the first line comes: a second, or [`every`] if less.
    fn first(&self) -> Duration {
        let second = Duration::from_secs(1);
        self.lines_every().map_or(second, |every| every.min(second))
    }

    /// When the line is shown next: [`Shared::first`] after the start, then [`every`] after
    /// each line off a terminal, a second after each status on one.
    fn next(&self, state: &State) -> Instant {
        match (state.shown, self.lines_every()) {
            (None, _) => self.start + self.first(),
            (Some(shown), None) => shown + Duration::from_secs(1),
            (Some(shown), Some(every)) => shown + every,
        }
    }

    /// Whether anything is shown at all: on a terminal, or off one unless lines are off.
    fn shows(&self) -> bool {
        self.terminal || self.every.is_some()
    }

    /// Whether milestones are shown yet: the first line would be due.
    fn started(&self) -> bool {
        self.shows() && self.start.elapsed() >= self.first()
    }
}

/// One long step's progress (see the module documentation); it ends when dropped, erasing its
/// status line.
pub struct Progress {
    shared: Arc<Shared>,
    clock: Option<JoinHandle<()>>,
}

impl Progress {
    /// Progress of `what` (`building the two-phase tables`), from now, with a clock thread that
    /// shows the line when it is due even if the work says nothing for a while.
    pub fn start(what: impl Into<String>) -> Self {
        Self::new(what.into(), true)
    }

    /// Progress of `what` (`cube 3`) for work that reports often (a search, every 65,536
    /// nodes): the line is shown when due as the work reports, with no thread of its own, so
    /// that starting one costs next to nothing.
    pub fn reported(what: impl Into<String>) -> Self {
        Self::new(what.into(), false)
    }

    fn new(what: String, clocked: bool) -> Self {
        let terminal = io::stderr().is_terminal();
        let every = every();
        let shared = Arc::new(Shared {
            start: Instant::now(),
            terminal,
            every,
            state: Mutex::new(State {
                what,
                detail: String::new(),
                shown: None,
                done: false,
                mirror: None,
            }),
            changed: Condvar::new(),
        });
        let on_clock = Arc::clone(&shared);
        // Without a thread (or a process short of memory for one), lines come as work reports.
        let clock = (clocked && shared.shows()).then(|| {
            let thread = std::thread::Builder::new().name("progress".into());
            crate::parallel::spawn(thread, move || tick(&on_clock)).ok()
        });
        Self {
            shared,
            clock: clock.flatten(),
        }
    }

    /// Where the work is now (`41% (layer 9)`): shown at once on a terminal, a tenth of a
    /// second after the last status at most; off a terminal with the next line, which comes
    /// now if it is due.
    pub fn set(&self, detail: impl Into<String>) {
        let mut state = self.lock();
        state.detail = detail.into();
        state.tell_mirror(false);
        let due = match self.shared.terminal {
            true => state
                .shown
                .is_none_or(|shown| shown.elapsed() >= Duration::from_millis(100)),
            false => self.shared.shows() && Instant::now() >= self.shared.next(&state),
        };
        if due {
            self.shared.show(&mut state);
        }
    }

    /// Says what the work is now (`building the two-phase tables`), where it is not yet anywhere.
    pub fn retitle(&self, what: impl Into<String>) {
        let mut state = self.lock();
        (state.what, state.detail) = (what.into(), String::new());
    }

    /// A milestone (`bound 20 done`): shown at once once the work has taken a second, unless
    /// lines off a terminal are turned off.
    pub fn mark(&self, detail: impl Into<String>) {
        let mut state = self.lock();
        state.detail = detail.into();
        state.tell_mirror(true);
        if self.shared.started() {
            self.shared.show(&mut state);
        }
    }

    /// Tells `to` too where the work is, from now until another mirror or `None` replaces it:
    /// at each milestone, and at most once a second as the work goes.
    pub fn mirror(&self, to: Option<Mirror>) {
        let mut state = self.lock();
        state.mirror = to.map(|to| (to, None));
        state.tell_mirror(true);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.shared
            .state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        let mut state = self.lock();
        state.done = true;
        let erase = self.shared.terminal && state.shown.is_some();
        drop(state);
        self.shared.changed.notify_all();
        if let Some(clock) = self.clock.take() {
            let _ = clock.join();
        }
        if erase {
            status("");
        }
    }
}

/// An iterative-deepening search's [`Progress`], named after the case this thread is solving:
/// `bound 20, 41 M nodes` as it goes, and a milestone as each bound is done.
pub struct Bounds {
    progress: Progress,
    last: Option<u32>,
}

impl Bounds {
    /// Progress of a search starting now.
    pub fn start() -> Self {
        Self {
            progress: Progress::reported(case().unwrap_or_else(|| "solving".into())),
            last: None,
        }
    }

    /// The search is at `bound`, `generated` nodes made so far.
    pub fn at(&mut self, bound: u32, generated: u64) {
        let nodes = nodes(generated);
        if self.last != Some(bound) {
            if let Some(done) = self.last {
                self.progress.mark(format!("bound {done} done, {nodes}"));
            }
            self.last = Some(bound);
        }
        self.progress.set(format!("bound {bound}, {nodes}"));
    }
}

/// Nodes as a person reads them: `52,000 nodes`, `4.1 M nodes`, `412 M nodes`.
fn nodes(n: u64) -> String {
    match n {
        0..1_000_000 => format!("{n} nodes"),
        1_000_000..100_000_000 => format!("{:.1} M nodes", n as f64 / 1e6),
        _ => format!("{} M nodes", n / 1_000_000),
    }
}

/// The clock thread: shows the line whenever it is due, until the work is done.
fn tick(shared: &Shared) {
    let mut state = shared.state.lock().unwrap_or_else(|p| p.into_inner());
    while !state.done {
        let due = shared.next(&state);
        let now = Instant::now();
        if now >= due {
            shared.show(&mut state);
            continue;
        }
        state = match shared.changed.wait_timeout(state, due - now) {
            Ok((state, _)) => state,
            Err(poisoned) => poisoned.into_inner().0,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_are_said_in_the_largest_unit_that_fits() {
        assert_eq!(waited(Duration::from_millis(12_900)), "12 s");
        assert_eq!(waited(Duration::from_secs(185)), "3 min");
        assert_eq!(waited(Duration::from_secs(3900)), "1 h 5 min");
    }

    #[test]
    fn a_case_is_named_on_its_own_thread_only() {
        working_on("cube", 3);
        assert_eq!(case().as_deref(), Some("cube 3"));
        std::thread::spawn(|| assert_eq!(case(), None))
            .join()
            .unwrap();
    }

    #[test]
    fn lines_come_at_most_a_hundred_a_second_and_at_least_one_an_hour() {
        let seconds = |setting| interval(Some(setting)).map(|d| d.as_secs_f64());
        assert_eq!(seconds("2.5"), Some(2.5));
        assert_eq!(seconds("1e-9"), Some(0.01));
        assert_eq!(seconds("0.01"), Some(0.01));
        assert_eq!(seconds("1e9"), Some(3600.0));
        for default in ["0", "-1", "NaN", "inf", "soon", ""] {
            assert_eq!(seconds(default), Some(10.0), "{default}");
        }
        assert_eq!(interval(None), Some(Duration::from_secs(10)));
        assert_eq!(seconds("off"), None);
    }

    #[test]
    fn lines_come_on_the_clock_and_at_milestones_off_a_terminal() {
        let shared = Shared {
            start: Instant::now() - Duration::from_secs(65),
            terminal: false,
            every: Some(Duration::from_secs(10)),
            state: Mutex::new(State {
                what: "building".into(),
                detail: "41% (layer 9)".into(),
                shown: None,
                done: false,
                mirror: None,
            }),
            changed: Condvar::new(),
        };
        let mut state = shared.state.lock().unwrap();
        let line = shared.line(&state);
        assert!(line.ends_with("building: 41% (layer 9), 1 min"), "{line}");
        assert_eq!(shared.next(&state), shared.start + Duration::from_secs(1));
        let shown = Instant::now();
        state.shown = Some(shown);
        assert_eq!(shared.next(&state), shown + Duration::from_secs(10));
    }
}
