//! One build of a set of tables into one cache at a time: the builder holds a lock on
//! `NAME.building` beside the tables' file, from before it builds until the file is in place,
//! and writes there what it is doing (its process number and its progress). A process that
//! finds the lock held waits for it, showing what the builder wrote, then looks in the cache
//! again: it reads what the builder saved, or, where the builder died first (the system drops a
//! dead process's lock, however it ended), builds them itself, the one waiting process that
//! takes the lock first. The builder removes the lock's file before it lets the lock go, so the
//! cache holds nothing of a build once it is over; a process that then holds the lock of a file
//! no longer there opens the one there now and waits again, so that two never hold it at once.
//!
//! Two builds side by side would take twice the memory (two 7.5 GB builds of the cube's large
//! table do not fit in 24 GB) and each half the speed, for one file.

use super::trust::own_links;
use std::fs::{self, File, TryLockError};
use std::os::unix::fs::{FileExt, OpenOptionsExt};
use std::path::Path;
use std::time::Duration;

/// How often a waiting process looks whether the build is done.
const POLL: Duration = Duration::from_millis(250);

/// The lock of one build, held until dropped: the lock's file, and its path.
#[derive(Debug)]
pub struct BuildLock(File, std::path::PathBuf);

/// What a waiting process knows of the build it waits for, from the builder's own words.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Builder {
    /// The builder's process number, where it has said it.
    pub pid: Option<u32>,
    /// What it last said of its progress (`41% (layer 9)`), or nothing.
    pub detail: String,
}

impl BuildLock {
    /// The lock of the build of the tables `name` in `dir` (a trusted folder), taken at once or
    /// after waiting for the process that holds it; `waiting` is told what that process says,
    /// about four times a second. `None` where the lock cannot be had (a folder that cannot be
    /// written, a name that others' link takes elsewhere): the caller builds without it, as it
    /// would without a cache.
    pub fn take(dir: &Path, name: &str, mut waiting: impl FnMut(&Builder)) -> Option<Self> {
        fs::create_dir_all(dir).ok()?;
        let path = dir.join(format!("{name}.building"));
        loop {
            if fs::symlink_metadata(&path).is_ok() && !own_links(&path) {
                return None;
            }
            let file = File::options()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .mode(0o644)
                .open(&path)
                .ok()?;
            loop {
                match file.try_lock() {
                    Ok(()) => break,
                    Err(TryLockError::WouldBlock) => {
                        waiting(&said(&file));
                        std::thread::sleep(POLL);
                    }
                    Err(TryLockError::Error(_)) => return None,
                }
            }
            // The lock of a file its holder removed before letting it go: the lock is the file
            // at the path now.
            if same_file(&file, &path) {
                tell(&file, "");
                return Some(Self(file, path));
            }
        }
    }

    /// Something that says, for processes that wait, what the build is doing now (`41% (layer
    /// 9)`), for as long as the lock is held.
    pub fn teller(&self) -> impl Fn(&str) + Send + 'static {
        let file = self.0.try_clone().ok();
        move |detail| {
            if let Some(file) = &file {
                tell(file, detail);
            }
        }
    }
}

/// Writes in the lock's `file` this process's number and `detail`, for processes that wait. What
/// they read is only shown: a failed or torn write costs a line, no more.
fn tell(file: &File, detail: &str) {
    let text = format!("{}\n{detail}\n", std::process::id());
    let _ = file.set_len(0);
    let _ = file.write_all_at(text.as_bytes(), 0);
}

impl Drop for BuildLock {
    fn drop(&mut self) {
        // The file goes before the lock does: whoever waits on it then opens a new one.
        let _ = fs::remove_file(&self.1);
        let _ = self.0.unlock();
    }
}

/// Whether `file` is the file at `path`.
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::metadata(path)) {
        (Ok(a), Ok(b)) => (a.dev(), a.ino()) == (b.dev(), b.ino()),
        _ => false,
    }
}

/// What the lock's holder last wrote in `file`: its number on the first line, its progress on
/// the second; a line of printable characters only, so that the file cannot write to a
/// terminal what its holder likes.
fn said(file: &File) -> Builder {
    let mut bytes = [0; 256];
    let read = file.read_at(&mut bytes, 0).unwrap_or(0);
    let text = String::from_utf8_lossy(&bytes[..read]);
    let mut lines = text.lines();
    let pid = lines.next().and_then(|line| line.parse().ok());
    let detail = lines
        .next()
        .unwrap_or("")
        .chars()
        .filter(|c| !c.is_control())
        .take(80)
        .collect();
    Builder { pid, detail }
}

#[cfg(test)]
mod tests {
    use super::super::scratch;
    use super::*;
    use std::sync::mpsc;

    #[test]
    fn a_second_taker_waits_and_hears_the_builders_progress() {
        let dir = scratch("build-lock");
        let first = BuildLock::take(&dir, "toy", |_| unreachable!("nobody holds it")).unwrap();
        first.teller()("41% (layer 9)");
        let (heard, hear) = mpsc::channel();
        let (dir2, taken) = (dir.clone(), mpsc::channel());
        let second = std::thread::spawn(move || {
            let lock = BuildLock::take(&dir2, "toy", |builder| {
                let _ = heard.send(builder.clone());
            });
            taken.0.send(()).unwrap();
            lock
        });
        let builder = hear.recv().unwrap();
        assert_eq!(
            builder,
            Builder {
                pid: Some(std::process::id()),
                detail: "41% (layer 9)".into()
            }
        );
        assert!(taken.1.try_recv().is_err(), "still waiting");
        drop(first);
        let second = second.join().unwrap().expect("taken once released");
        assert!(dir.join("toy.building").exists(), "the second's own file");
        drop(second);
        assert!(
            !dir.join("toy.building").exists(),
            "nothing left once the build is over"
        );
        fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn what_a_holder_writes_is_shown_as_one_plain_line() {
        let dir = scratch("build-lock-said");
        let path = dir.join("toy.building");
        fs::write(&path, "12x\n\x1b[2Jdone\x07 at last\nmore\n").unwrap();
        let said = said(&File::open(&path).unwrap());
        assert_eq!(
            said,
            Builder {
                pid: None,
                detail: "[2Jdone at last".into()
            }
        );
        fs::remove_dir_all(dir).ok();
    }
}
