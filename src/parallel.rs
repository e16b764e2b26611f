//! Work shared out over threads, its results taken in order, with a bounded number of items in
//! hand; and threads started where memory is short without an abort.

use crate::cpu::Account;
use std::collections::VecDeque;
use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Mutex, OnceLock, PoisonError};
use std::thread::{Builder, JoinHandle, Scope, ScopedJoinHandle};

/// How many threads can run at once here: at least 1. Asked of the system once (that reads
/// several files of `/proc` and `/sys`), then remembered.
pub fn cores() -> usize {
    static CORES: OnceLock<usize> = OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// The stack of each thread started by [`spawn`] or [`spawn_scoped`]: the Rust runtime's own
/// default, fixed here so that the room checked for it is the room it takes.
const STACK: usize = 2 << 20;

/// The room a thread needs to start beyond its stack, with plenty to spare: the runtime's
/// stack for signal handlers (some kilobytes), the page or so of the thread's first
/// allocation, and what the process's other threads allocate meanwhile.
const SLACK: usize = 16 << 20;

/// Held while a thread starts: starts are one at a time over the whole process.
static STARTING: Mutex<()> = Mutex::new(());

/// Starts `work` on a new thread as [`Builder::spawn`] does, or says why not, also where the
/// process is short of memory for one: there the runtime alone would abort. Before `work`
/// runs, it gives the new thread a small stack for signal handlers, and if the system refuses
/// those pages (an address-space limit just reached) the process ends, with nothing to catch.
///
/// So a thread starts only where its stack and 16 MB more of address space can be had
/// ([`crate::memory::unmapped_room`]: memory the allocator holds spare is no room for stacks),
/// one start at a time over the whole process, each waiting until its thread has made its
/// first allocation (where the C library gives a thread an arena of its own, or fails to,
/// harmlessly): no start takes the room that another has just counted on. When `work` returns,
/// the thread's CPU time is added to the starting thread's ([`crate::cpu::Clock`]).
///
/// # Errors
/// [`io::ErrorKind::OutOfMemory`] where there is no room; the system's error where it gives
/// no thread.
pub fn spawn<F, T>(thread: Builder, work: F) -> io::Result<JoinHandle<T>>
where
    F: FnOnce() -> T + Send + 'static,
    T: Send + 'static,
{
    let account = Account::of_this_thread();
    started(|running| {
        thread.stack_size(STACK).spawn(move || {
            runs(running);
            let result = work();
            account.add_this_thread();
            result
        })
    })
}

/// [`spawn`] for a thread of `scope`, as [`Builder::spawn_scoped`].
///
/// # Errors
/// As [`spawn`].
pub fn spawn_scoped<'scope, F, T>(
    thread: Builder,
    scope: &'scope Scope<'scope, '_>,
    work: F,
) -> io::Result<ScopedJoinHandle<'scope, T>>
where
    F: FnOnce() -> T + Send + 'scope,
    T: Send + 'scope,
{
    let account = Account::of_this_thread();
    started(|running| {
        thread.stack_size(STACK).spawn_scoped(scope, move || {
            runs(running);
            let result = work();
            account.add_this_thread();
            result
        })
    })
}

/// Runs `work` on `threads` threads at once, the calling thread one of them, the others as many
/// as [`spawn_scoped`] gives (none is an error), and returns once every one has returned.
/// `work` shares the task out itself, as a counter of the chunks taken, so that however many
/// threads run it, all of it is done.
pub fn on_threads(threads: usize, work: impl Fn() + Sync) {
    std::thread::scope(|scope| {
        for _ in 1..threads {
            if spawn_scoped(Builder::new(), scope, &work).is_err() {
                break;
            }
        }
        work();
    });
}

/// The thread that `start` starts, given a sender to say that it runs, once there is room for
/// it and no other start is under way; returns when it runs (or has ended).
fn started<H>(start: impl FnOnce(mpsc::Sender<()>) -> io::Result<H>) -> io::Result<H> {
    let _one_at_a_time = STARTING.lock().unwrap_or_else(PoisonError::into_inner);
    if !crate::memory::unmapped_room(STACK + SLACK) {
        let why = "not enough memory for another thread";
        return Err(io::Error::new(io::ErrorKind::OutOfMemory, why));
    }
    let (running, runs) = mpsc::channel();
    let thread = start(running)?;
    // An error only if the thread ended without a word: it takes no more room either way.
    let _ = runs.recv();
    Ok(thread)
}

/// What a thread started by [`started`] does first: its first allocation, then word that it
/// runs.
fn runs(running: mpsc::Sender<()>) {
    drop(std::hint::black_box(Box::new(0_u8)));
    let _ = running.send(());
}

/// How many items per worker may be in hand at once: handed out, or done and waiting for an
/// item before them.
const WINDOW_PER_WORKER: usize = 4;

/// Does `work` on every item that `next` gives, on `workers` threads, each taking the next item
/// no thread has taken; hands each item and its result, with its index, to `take` in the order
/// of the items, as soon as it and all before it are done. Where no thread can be started (or
/// `workers` is 0), the calling thread does the work itself, an item at a time.
///
/// `next` and `take` run on the calling thread and share `context`, so that one can read what
/// the other writes (cases from an input, answers to an output). At most a few items per worker
/// are in hand at once: `next` is called for more only as results are taken, so memory stays
/// bounded however many items there are.
///
/// The first error from `take` ends the work: no item is handed out any more, and the error is
/// returned when the threads have finished. `work` is given a flag that is set once its result
/// is no longer wanted, so that long work can end early.
///
/// # Complexity
/// Two channel messages per item; at most `WINDOW_PER_WORKER` items a worker in memory.
pub fn in_order<C, T, R, E>(
    context: &mut C,
    mut next: impl FnMut(&mut C) -> Option<T>,
    workers: usize,
    work: impl Fn(&T, &AtomicBool) -> R + Sync,
    mut take: impl FnMut(&mut C, usize, T, R) -> Result<(), E>,
) -> Result<(), E>
where
    T: Send,
    R: Send,
{
    let window = WINDOW_PER_WORKER * workers.max(1);
    let stop = AtomicBool::new(false);
    let (hand_out, handed) = mpsc::channel::<(usize, T)>();
    let handed = Mutex::new(handed);
    let (send, done) = mpsc::channel();
    std::thread::scope(|scope| {
        let mut started = 0;
        for _ in 0..workers {
            let (send, handed, stop, work) = (send.clone(), &handed, &stop, &work);
            let worker = move || loop {
                let item = handed.lock().map(|items| items.recv());
                let Ok(Ok((i, item))) = item else { break };
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                let result = work(&item, stop);
                if send.send((i, item, result)).is_err() {
                    break;
                }
            };
            if spawn_scoped(Builder::new(), scope, worker).is_err() {
                break;
            }
            started += 1;
        }
        drop(send);
        if started == 0 {
            let mut i = 0;
            while let Some(item) = next(context) {
                let result = work(&item, &stop);
                take(context, i, item, result)?;
                i += 1;
            }
            return Ok(());
        }
        let mut hand_out = Some(hand_out);
        // The results done but waiting for one before them, by index from `taken`.
        let mut waiting: VecDeque<Option<(T, R)>> = VecDeque::new();
        let (mut given, mut taken) = (0, 0);
        let result = loop {
            while given - taken < window {
                let Some(sender) = &hand_out else { break };
                match next(context) {
                    Some(item) => {
                        // Workers stop only after the last sender is gone.
                        let _ = sender.send((given, item));
                        given += 1;
                    }
                    None => hand_out = None,
                }
            }
            if given == taken {
                break Ok(());
            }
            let Ok((i, item, result)) = done.recv() else {
                // Every worker has ended: a worker that panicked took its item with it.
                panic!("a worker thread ended before its work was done");
            };
            let slot = i - taken;
            if waiting.len() <= slot {
                waiting.resize_with(slot + 1, || None);
            }
            waiting[slot] = Some((item, result));
            let mut failed = None;
            while let Some(Some(_)) = waiting.front() {
                let (item, result) = waiting.pop_front().flatten().expect("a result");
                if let Err(error) = take(context, taken, item, result) {
                    failed = Some(error);
                    break;
                }
                taken += 1;
            }
            if let Some(error) = failed {
                break Err(error);
            }
        };
        stop.store(true, Ordering::Relaxed);
        drop(hand_out);
        // Items still queued are never started: each worker sees the flag or the end.
        result
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    /// [`in_order`] over the items of a slice, which are cloned as they are handed out.
    fn in_order_of<T, R, E>(
        items: &[T],
        workers: usize,
        work: impl Fn(&T, &AtomicBool) -> R + Sync,
        mut take: impl FnMut(usize, R) -> Result<(), E>,
    ) -> Result<(), E>
    where
        T: Clone + Send,
        R: Send,
    {
        let mut items = items.iter();
        in_order(
            &mut (),
            |()| items.next().cloned(),
            workers,
            work,
            |(), i, _, result| take(i, result),
        )
    }

    #[test]
    fn results_come_in_the_order_of_the_items_whatever_the_threads() {
        let items: Vec<u64> = (0..200).collect();
        for threads in [0, 1, 2, 7, 300] {
            let mut taken = Vec::new();
            let done: Result<(), ()> = in_order_of(
                &items,
                threads,
                |&item, _| {
                    // Uneven work, so that later items often finish first.
                    let spin = (0..(item % 7) * 1000).fold(0, |a, b| a ^ b);
                    (item * item, std::hint::black_box(spin))
                },
                |i, (square, _)| {
                    taken.push((i, square));
                    Ok(())
                },
            );
            assert_eq!(done, Ok(()));
            let expected: Vec<(usize, u64)> = (0..200).map(|i| (i, (i * i) as u64)).collect();
            assert_eq!(taken, expected, "{threads} threads");
        }
    }

    #[test]
    fn an_error_stops_the_work_and_tells_the_work_in_hand() {
        let items: Vec<usize> = (0..10_000).collect();
        let worked = AtomicUsize::new(0);
        let mut taken = Vec::new();
        let done = in_order_of(
            &items,
            2,
            |&item, stop| {
                worked.fetch_add(1, Ordering::Relaxed);
                // Work past the failing item ends only when told it is not wanted.
                while item > 3 && !stop.load(Ordering::Relaxed) {
                    std::thread::yield_now();
                }
                item
            },
            |i, item| {
                if i == 3 {
                    return Err(format!("stopped at {item}"));
                }
                taken.push(item);
                Ok(())
            },
        );
        assert_eq!(done, Err("stopped at 3".to_string()));
        assert_eq!(taken, [0, 1, 2]);
        // Items 0 to 3, then at most one more for each thread.
        assert!(worked.load(Ordering::Relaxed) <= 6);
    }

    #[test]
    fn threads_started_from_many_threads_at_once_all_run_as_built() {
        let sums: Vec<u64> = std::thread::scope(|scope| {
            let starters: Vec<_> = (0..8_u64)
                .map(|i| {
                    spawn_scoped(Builder::new(), scope, move || {
                        let threads: Vec<_> = (0..8_u64)
                            .map(|j| spawn(Builder::new(), move || i * 8 + j).expect("a thread"))
                            .collect();
                        threads.into_iter().map(|t| t.join().unwrap()).sum::<u64>()
                    })
                    .expect("a thread")
                })
                .collect();
            starters.into_iter().map(|t| t.join().unwrap()).collect()
        });
        assert_eq!(sums.iter().sum::<u64>(), (0..64).sum());
        let named = Builder::new().name("named".into());
        let name = spawn(named, || std::thread::current().name().map(String::from));
        assert_eq!(name.unwrap().join().unwrap().as_deref(), Some("named"));
    }

    #[test]
    fn work_on_threads_is_all_done_once_whatever_the_threads() {
        for threads in [0, 1, 2, 7] {
            let (next, done) = (AtomicUsize::new(0), Mutex::new(vec![0; 100]));
            on_threads(threads, || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let mut done = done.lock().unwrap();
                let Some(count) = done.get_mut(i) else { break };
                *count += 1;
            });
            assert_eq!(done.into_inner().unwrap(), [1; 100], "{threads} threads");
        }
    }

    #[test]
    fn no_items_no_results() {
        let done: Result<(), ()> = in_order_of(
            &[] as &[u8],
            4,
            |_, _| (),
            |_, ()| unreachable!("nothing to take"),
        );
        assert_eq!(done, Ok(()));
    }

    #[test]
    fn items_are_asked_for_only_as_results_are_taken() {
        // An endless source: the work ends when `take` says so, and never were more items drawn
        // than the window beyond those taken.
        #[derive(Default)]
        struct Count {
            drawn: usize,
            taken: usize,
            most_ahead: usize,
        }
        let mut count = Count::default();
        let done = in_order(
            &mut count,
            |count| {
                count.drawn += 1;
                count.most_ahead = count.most_ahead.max(count.drawn - count.taken);
                Some(count.drawn)
            },
            3,
            |&item, _| item * 2,
            |count, i, item, double| {
                assert_eq!((item, double), (i + 1, 2 * i + 2));
                count.taken += 1;
                match i {
                    999 => Err(()),
                    _ => Ok(()),
                }
            },
        );
        assert_eq!(done, Err(()));
        assert_eq!(count.taken, 1000);
        assert!(
            count.most_ahead <= WINDOW_PER_WORKER * 3,
            "{}",
            count.most_ahead
        );
    }
}
