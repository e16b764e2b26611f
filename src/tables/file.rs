//! One cache file: read only when it is a regular file of a valid copy's length and trusted,
//! written whole under a locked name of its own and renamed into place, and its partial copies
//! that dead runs left behind removed.

use super::trust::{own_links, trusted_file};
use std::fs::{self, File};
use std::io::{self, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

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
    pub fn new(dir: &Path, name: &str) -> Self {
        Self {
            dir: dir.to_path_buf(),
            name: name.to_string(),
        }
    }

    pub fn path(&self) -> PathBuf {
        self.dir.join(&self.name)
    }

    /// The file opened, and what the system says of it, if it is a regular file (or a link
    /// of this user's to one) of exactly `len` bytes that may be trusted; `None` otherwise,
    /// without opening anything else. Partial files that dead runs left are removed first.
    pub fn open(&self, len: u64) -> Option<(File, fs::Metadata)> {
        self.remove_abandoned();
        let path = self.path();
        let regular = |meta: &fs::Metadata| meta.is_file() && meta.len() == len;
        if !own_links(&path) || !fs::metadata(&path).is_ok_and(|meta| regular(&meta)) {
            return None;
        }
        let file = File::open(&path).ok()?;
        // What was checked may have been replaced since: check what was opened.
        let meta = file.metadata().ok()?;
        if !regular(&meta) || !trusted_file(&path, &meta) {
            return None;
        }
        Some((file, meta))
    }

    /// The stamp of the file that `meta` describes, written when it has been checked whole:
    /// its device, inode, length and time of change, which a new copy renamed into place, or
    /// any write, changes.
    fn identity(meta: &fs::Metadata) -> String {
        use std::os::unix::fs::MetadataExt;
        let (dev, ino, len) = (meta.dev(), meta.ino(), meta.len());
        format!(
            "{dev} {ino} {len} {}.{:09}\n",
            meta.ctime(),
            meta.ctime_nsec()
        )
    }

    /// The stamp's file, beside this one.
    fn stamp_file(&self) -> CacheFile {
        CacheFile::new(&self.dir, &format!("{}.valid", self.name))
    }

    /// Whether the file that `meta` describes was checked whole: its stamp, a trusted file,
    /// says so.
    pub fn is_stamped(&self, meta: &fs::Metadata) -> bool {
        let expected = Self::identity(meta);
        let stamp = self.stamp_file();
        stamp
            .open(expected.len() as u64)
            .is_some_and(|(mut file, _)| {
                let mut found = String::new();
                file.read_to_string(&mut found).is_ok() && found == expected
            })
    }

    /// Stamps the file that `meta` describes as checked whole.
    pub fn stamp(&self, meta: &fs::Metadata) -> io::Result<()> {
        let identity = Self::identity(meta);
        self.stamp_file().write(identity.len() as u64, |out| {
            out.write_all(identity.as_bytes())
        })
    }

    /// Writes the file, `len` bytes that `write` puts out: whole, under a locked name of this
    /// run's, then renamed into place. On failure nothing of this run's is left behind.
    pub fn write(
        &self,
        len: u64,
        write: impl FnOnce(&mut BufWriter<&File>) -> io::Result<()>,
    ) -> io::Result<()> {
        // Writing past the file-size limit would end this program with SIGXFSZ, answers and all.
        if let Some(limit) = file_size_limit().filter(|&limit| limit < len) {
            return Err(io::Error::other(format!(
                "the file-size limit (ulimit -f) is {limit} bytes, and the file takes {len}"
            )));
        }
        fs::create_dir_all(&self.dir)?;
        self.remove_abandoned();
        let partial = self
            .dir
            .join(format!("{}.{}", self.name, std::process::id()));
        let written = File::options()
            .write(true)
            .create_new(true)
            .open(&partial)
            .and_then(|file| {
                file.lock()?;
                // No sync: a file cut short by a crash fails its length or checksum and is
                // built again.
                let mut out = BufWriter::with_capacity(1 << 20, &file);
                write(&mut out)?;
                out.flush()?;
                drop(out);
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

/// The most bytes this process may write to a file, if it is limited (`ulimit -f`).
fn file_size_limit() -> Option<u64> {
    let limits = fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max file size"))?;
    let soft = line
        .trim_start_matches("Max file size")
        .split_whitespace()
        .next()?;
    soft.parse().ok()
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
    use super::super::scratch;
    use super::*;

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

    fn read_all(file: &CacheFile, len: u64) -> Option<Vec<u8>> {
        let mut bytes = Vec::new();
        file.open(len)?.0.read_to_end(&mut bytes).ok()?;
        Some(bytes)
    }

    #[test]
    fn a_written_file_reads_back_only_at_its_length() {
        let dir = scratch("roundtrip");
        let file = CacheFile::new(&dir, "tables");
        file.write(10, |out| out.write_all(b"0123456789")).unwrap();
        assert_eq!(read_all(&file, 10).as_deref(), Some(&b"0123456789"[..]));
        assert!(file.open(9).is_none(), "longer than a valid copy");
        assert!(file.open(11).is_none(), "shorter");
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
        assert!(file.open(100).is_none());
        assert!(start.elapsed() < Duration::from_secs(1));
        fs::remove_file(file.path()).unwrap();
        std::os::unix::fs::symlink("/dev/zero", file.path()).unwrap();
        assert!(file.open(100).is_none(), "a device that never ends");
        fs::remove_file(file.path()).unwrap();
        fs::create_dir(file.path()).unwrap();
        assert!(file.open(100).is_none(), "a directory");
        fs::remove_dir(file.path()).unwrap();
        let _socket = std::os::unix::net::UnixListener::bind(file.path()).unwrap();
        assert!(file.open(100).is_none(), "a socket");
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
        assert!(file.open(7).is_none());
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
        assert!(file.write(1, |out| out.write_all(b"x")).is_err());
        let dir = scratch("blocked");
        let blocked = CacheFile::new(&dir, "tables");
        fs::create_dir(blocked.path()).unwrap();
        fs::write(blocked.path().join("inside"), b"x").unwrap();
        assert!(
            blocked.write(1, |out| out.write_all(b"x")).is_err(),
            "a directory in the way"
        );
        let left = fs::read_dir(&dir).unwrap().count();
        assert_eq!(left, 1, "the partial file is gone");
        fs::remove_dir_all(dir).ok();
    }
}
