//! Work shared out over threads, its results taken in order.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

/// How many threads can run at once here: at least 1.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Does `work` on every item of `items`, one thread for each state in `workers`, each thread
/// taking the next item no thread has taken; hands each result, with its item's index, to
/// `take` in the order of `items`, as soon as it and all before it are done.
///
/// The first error from `take` ends the work: no thread takes another item, and the error is
/// returned when the threads have finished. `work` is given a flag that is set once its result
/// is no longer wanted, so that long work can end early.
///
/// # Complexity
/// One channel message per item; results done early wait in memory until their turn.
pub fn in_order<T, S, R, E>(
    items: &[T],
    workers: Vec<S>,
    work: impl Fn(&mut S, &T, &AtomicBool) -> R + Sync,
    mut take: impl FnMut(usize, R) -> Result<(), E>,
) -> Result<(), E>
where
    T: Sync,
    S: Send,
    R: Send,
{
    let (next, stop) = (AtomicUsize::new(0), AtomicBool::new(false));
    let (send, done) = mpsc::channel();
    std::thread::scope(|scope| {
        for mut state in workers.into_iter().take(items.len()) {
            let (send, next, stop, work) = (send.clone(), &next, &stop, &work);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    if send.send((i, work(&mut state, item, stop))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        let mut waiting: Vec<Option<R>> =
            std::iter::repeat_with(|| None).take(items.len()).collect();
        let mut taken = 0;
        let result = done.iter().try_for_each(|(i, result)| {
            waiting[i] = Some(result);
            while let Some(result) = waiting.get_mut(taken).and_then(Option::take) {
                take(taken, result)?;
                taken += 1;
            }
            Ok(())
        });
        stop.store(true, Ordering::Relaxed);
        result
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_the_order_of_the_items_whatever_the_threads() {
        let items: Vec<u64> = (0..200).collect();
        for threads in [1, 2, 7, 300] {
            let mut taken = Vec::new();
            let done: Result<(), ()> = in_order(
                &items,
                vec![(); threads],
                |(), &item, _| {
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
        let done = in_order(
            &items,
            vec![(); 2],
            |(), &item, stop| {
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
    fn no_items_no_results() {
        let done: Result<(), ()> = in_order(
            &[] as &[u8],
            vec![(); 4],
            |(), _, _| (),
            |_, ()| unreachable!("nothing to take"),
        );
        assert_eq!(done, Ok(()));
    }
}
