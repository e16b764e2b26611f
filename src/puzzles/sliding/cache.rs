//! Files of tables that take seconds to build, kept between runs.
//!
//! The cache directory is `$PUZZLE_SEARCH_CACHE`, else `$XDG_CACHE_HOME/puzzle-search`, else
//! `~/.cache/puzzle-search`; an empty `PUZZLE_SEARCH_CACHE` turns the cache off. Whatever is
//! found there is untrusted:
//! - only a regular file is opened (a FIFO would block the reader, a device never ends), and
//!   only one exactly as long as a valid copy is read;
//! - a file is written whole under a name of its own (`NAME.PID`), locked while it is written,
//!   then renamed into place, so readers see an old copy or a new one, never part of one;
//! - partial files that runs killed while writing left behind are removed by later runs: a
//!   partial file nobody holds the lock of, and older than a minute, belongs to a dead run.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// Where tables are cached, if anywhere (see the module documentation).
pub fn cache_dir() -> Option<PathBuf> {
    let var = |name| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    match std::env::var_os("PUZZLE_SEARCH_CACHE") {
        Some(dir) if dir.is_empty() => None,
        Some(dir) => Some(dir.into()),
        None => var("XDG_CACHE_HOME")
            .or_else(|| var("HOME").map(|home| home.join(".cache")))
            .map(|cache| cache.join("puzzle-search")),
    }
}

/// How old an unlocked partial file must be before it counts as left behind: a run that has
/// just created its file may not hold the lock yet.
const ABANDONED: Duration = Duration::from_secs(60);

/// One cache file: `name` in the directory `dir`.
#[derive(Clone, Debug)]
pub struct CacheFile {
    dir: PathBuf,
    name: String,
}

impl CacheFile {
    /// The file `name` in `dir`.
    pub fn new(dir: &Path, name: &str) -> Self {
        Self {
            dir: dir.to_path_buf(),
            name: name.to_string(),
        }
    }

    /// The file's path.
    pub fn path(&self) -> PathBuf {
        self.dir.join(&self.name)
    }

    /// The file's contents, if it is a regular file (or a link to one) of exactly `len` bytes;
    /// `None` otherwise, without opening anything else or reading more than `len` bytes.
    /// Partial files that dead runs left are removed first.
    pub fn read(&self, len: usize) -> Option<Vec<u8>> {
        self.remove_abandoned();
        let path = self.path();
        let regular = |meta: &fs::Metadata| meta.is_file() && meta.len() == len as u64;
        if !fs::metadata(&path).is_ok_and(|meta| regular(&meta)) {
            return None;
        }
        let file = File::open(&path).ok()?;
        // What was checked may have been replaced since: check what was opened.
        if !file.metadata().is_ok_and(|meta| regular(&meta)) {
            return None;
        }
        let mut bytes = Vec::with_capacity(len);
        file.take(len as u64 + 1).read_to_end(&mut bytes).ok()?;
        (bytes.len() == len).then_some(bytes)
    }

    /// Writes `bytes` as the file: whole, under a locked name of this run's, then renamed into
    /// place. On failure nothing of this run's is left behind.
    pub fn write(&self, bytes: &[u8]) -> io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        self.remove_abandoned();
        let partial = self
            .dir
            .join(format!("{}.{}", self.name, std::process::id()));
        let written = File::options()
            .write(true)
            .create_new(true)
            .open(&partial)
            .and_then(|mut file| {
                file.lock()?;
                file.write_all(bytes)?;
                file.sync_all()?;
                fs::rename(&partial, self.path())
            });
        if written.is_err() {
            fs::remove_file(&partial).ok();
        }
        written
    }

    /// Removes this file's partial copies (`NAME.DIGITS`) whose writers are gone: unlocked,
    /// and not written to for [`ABANDONED`].
    fn remove_abandoned(&self) {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return;
        };
        let prefix = format!("{}.", self.name);
        for entry in entries.flatten() {
            let name = entry.file_name();
            let is_partial = name
                .to_str()
                .and_then(|n| n.strip_prefix(&prefix))
                .is_some_and(|pid| !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit()));
            if is_partial && is_abandoned(&entry.path()) {
                fs::remove_file(entry.path()).ok();
            }
        }
    }
}

/// Whether the partial file at `path` is a regular file that no run is writing.
fn is_abandoned(path: &Path) -> bool {
    let Ok(meta) = fs::symlink_metadata(path) else {
        return false;
    };
    let idle = meta
        .modified()
        .ok()
        .and_then(|time| SystemTime::now().duration_since(time).ok());
    if !meta.is_file() || idle.is_none_or(|idle| idle < ABANDONED) {
        return false;
    }
    // A writer holds the lock until it exits, however it exits.
    File::open(path).is_ok_and(|file| file.try_lock().is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("puzzle-search-cache-{name}-{}", std::process::id()));
        fs::remove_dir_all(&dir).ok();
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// Makes `path` look written to two minutes ago.
    fn age(path: &Path) {
        let then = SystemTime::now() - Duration::from_secs(120);
        File::options()
            .write(true)
            .open(path)
            .unwrap()
            .set_modified(then)
            .unwrap();
    }

    #[test]
    fn a_written_file_reads_back_only_at_its_length() {
        let dir = scratch("roundtrip");
        let file = CacheFile::new(&dir, "tables");
        file.write(b"0123456789").unwrap();
        assert_eq!(file.read(10).as_deref(), Some(&b"0123456789"[..]));
        assert_eq!(file.read(9), None, "longer than a valid copy");
        assert_eq!(file.read(11), None, "shorter");
        let left: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(left, ["tables"], "no partial file is left");
        fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn special_and_oversized_files_are_never_read() {
        let dir = scratch("special");
        let file = CacheFile::new(&dir, "tables");
        // A sparse file of a gibibyte: reading it would take a second and the memory.
        let huge = File::create(file.path()).unwrap();
        huge.set_len(1 << 30).unwrap();
        let start = std::time::Instant::now();
        assert_eq!(file.read(100), None);
        assert!(start.elapsed() < Duration::from_secs(1));
        fs::remove_file(file.path()).unwrap();
        std::os::unix::fs::symlink("/dev/zero", file.path()).unwrap();
        assert_eq!(file.read(100), None, "a device that never ends");
        fs::remove_file(file.path()).unwrap();
        fs::create_dir(file.path()).unwrap();
        assert_eq!(file.read(100), None, "a directory");
        fs::remove_dir(file.path()).unwrap();
        let _socket = std::os::unix::net::UnixListener::bind(file.path()).unwrap();
        assert_eq!(file.read(100), None, "a socket");
        fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn partial_files_of_dead_runs_are_removed_and_live_ones_kept() {
        let dir = scratch("partial");
        let file = CacheFile::new(&dir, "tables");
        let path = |suffix: &str| dir.join(format!("tables{suffix}"));
        for suffix in [".123", ".456", ".789", ".12x", ".bak"] {
            fs::write(path(suffix), b"partial").unwrap();
        }
        for suffix in [".123", ".456", ".12x", ".bak"] {
            age(&path(suffix));
        }
        // A live writer: it holds the lock.
        let live = File::options().write(true).open(path(".456")).unwrap();
        live.lock().unwrap();
        assert_eq!(file.read(7), None);
        assert!(!path(".123").exists(), "unlocked and old: abandoned");
        assert!(path(".456").exists(), "locked: its writer is alive");
        assert!(
            path(".789").exists(),
            "new: its writer may not hold the lock yet"
        );
        assert!(
            path(".12x").exists() && path(".bak").exists(),
            "not partial files"
        );
        drop(live);
        fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn an_unwritable_directory_is_an_error_and_leaves_nothing() {
        let file = CacheFile::new(Path::new("/proc/no/such/directory"), "tables");
        assert!(file.write(b"x").is_err());
        let dir = scratch("blocked");
        let blocked = CacheFile::new(&dir, "tables");
        fs::create_dir(blocked.path()).unwrap();
        fs::write(blocked.path().join("inside"), b"x").unwrap();
        assert!(blocked.write(b"x").is_err(), "a directory in the way");
        let left = fs::read_dir(&dir).unwrap().count();
        assert_eq!(left, 1, "the partial file is gone");
        fs::remove_dir_all(dir).ok();
    }
}
