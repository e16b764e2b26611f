//! Pattern databases kept between runs, since they take seconds to build.
//!
//! A cache file holds one [`Databases`]: a header naming the format's version, the board's
//! shape and the patterns, then each table's length (8 bytes, little-endian) and bytes, then an
//! FNV-1a checksum of all that. It is used only if all of that is right.
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

use super::pdb::{Databases, Partition};
use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// The databases of `partition` cached in `dir`, if a valid copy is there; else built, and
/// saved there for next time. Also, if they could not be saved, a note that says why.
pub fn load_or_build(partition: Partition, dir: Option<&Path>) -> (Databases, Option<String>) {
    let file = dir.map(|dir| CacheFile::new(dir, &file_name(&partition)));
    let cached = file.as_ref().and_then(|f| f.read(file_len(&partition)));
    if let Some(cached) = cached.and_then(|bytes| from_bytes(&partition, &bytes)) {
        return (cached, None);
    }
    let built = Databases::build(partition);
    let note = file.and_then(|file| save(&file, &to_bytes(&built)));
    (built, note)
}

/// The cache file's name: the shape's, so that another partition of the same shape replaces it.
fn file_name(partition: &Partition) -> String {
    format!("sliding-{}.pdb", partition.shape())
}

/// What the cache file starts with: the format's version, the shape and the patterns, so that
/// a file made for other patterns is never read.
fn header(partition: &Partition) -> String {
    format!(
        "puzzle-search pattern databases, version 3, {} board, patterns {:?}, layouts {:?}\n",
        partition.shape(),
        partition.patterns(),
        partition.layouts()
    )
}

/// The length of a valid cache file.
fn file_len(partition: &Partition) -> usize {
    let tables: usize = partition.sizes().iter().map(|size| 8 + size).sum();
    header(partition).len() + tables + 8
}

/// The cache file of `databases`.
fn to_bytes(databases: &Databases) -> Vec<u8> {
    let mut bytes = header(databases.partition()).into_bytes();
    for table in databases.tables() {
        bytes.extend((table.len() as u64).to_le_bytes());
        bytes.extend(table);
    }
    bytes.extend(fnv1a(&bytes).to_le_bytes());
    bytes
}

/// Reads a cache file of `partition`'s databases; `None` unless its header, lengths and
/// checksum are right.
fn from_bytes(partition: &Partition, bytes: &[u8]) -> Option<Databases> {
    let (body, sum) = bytes.split_at_checked(bytes.len().checked_sub(8)?)?;
    if fnv1a(body).to_le_bytes() != sum {
        return None;
    }
    let mut rest = body.strip_prefix(header(partition).as_bytes())?;
    let mut tables = Vec::new();
    for size in partition.sizes() {
        let (len, after) = rest.split_at_checked(8)?;
        let len = u64::from_le_bytes(len.try_into().ok()?);
        if len != size as u64 {
            return None;
        }
        let (table, after) = after.split_at_checked(size)?;
        tables.push(table.to_vec());
        rest = after;
    }
    (rest.is_empty() && Databases::plausible(partition, &tables))
        .then(|| Databases::new(partition.clone(), tables))
}

/// A 64-bit FNV-1a hash of `bytes` taken eight bytes at a time (little-endian words, the last
/// one padded with zeros), then the length: every changed byte changes it, and tens of megabytes
/// take milliseconds.
fn fnv1a(bytes: &[u8]) -> u64 {
    let mix = |h: u64, word: u64| (h ^ word).wrapping_mul(0x100_0000_01b3);
    let mut words = bytes.chunks_exact(8);
    let mut h = words.by_ref().fold(0xcbf2_9ce4_8422_2325, |h, word| {
        mix(h, u64::from_le_bytes(word.try_into().expect("eight bytes")))
    });
    let mut last = [0; 8];
    last[..words.remainder().len()].copy_from_slice(words.remainder());
    h = mix(h, u64::from_le_bytes(last));
    mix(h, bytes.len() as u64)
}

/// Saves `bytes` as `file`; if that fails, a note for the user that says why, and what it costs.
fn save(file: &CacheFile, bytes: &[u8]) -> Option<String> {
    let error = file.write(bytes).err()?;
    Some(format!(
        "note: cannot save the pattern databases as {}: {error}; they will be built again in \
         every run until PUZZLE_SEARCH_CACHE names a writable directory",
        file.path().display()
    ))
}

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
        // Writing past the file-size limit would end this program with SIGXFSZ, answers and all.
        if let Some(limit) = file_size_limit().filter(|&limit| limit < bytes.len() as u64) {
            return Err(io::Error::other(format!(
                "the file-size limit (ulimit -f) is {limit} bytes, and the file takes {}",
                bytes.len()
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
            .and_then(|mut file| {
                file.lock()?;
                // No sync: a file cut short by a crash fails its length or checksum and is
                // built again.
                file.write_all(bytes)?;
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
    use super::*;
    use crate::puzzles::sliding::board::Shape;
    use crate::search::bfs::UNREACHED;

    #[test]
    fn the_file_format_is_checked_before_it_is_trusted() {
        let partition = Partition::automatic(Shape::new(3, 2).unwrap());
        let databases = Databases::build(partition.clone());
        let bytes = to_bytes(&databases);
        assert_eq!(bytes.len(), file_len(&partition));
        let read = from_bytes(&partition, &bytes).expect("its own file");
        assert_eq!(read.tables(), databases.tables());
        let mut flipped = bytes.clone();
        flipped[bytes.len() / 2] ^= 1;
        assert!(from_bytes(&partition, &flipped).is_none(), "a changed byte");
        assert!(
            from_bytes(&partition, &bytes[..bytes.len() - 1]).is_none(),
            "a cut file"
        );
        assert!(from_bytes(&partition, b"").is_none());
        let mut other = bytes[..bytes.len() - 8].to_vec();
        other[header(&partition).find("version 3").unwrap() + 8] = b'4';
        other.extend(fnv1a(&other).to_le_bytes());
        assert!(
            from_bytes(&partition, &other).is_none(),
            "another version, checksum and all"
        );
        let split = Partition::new(partition.shape(), vec![vec![1, 2], vec![3, 4, 5]]).unwrap();
        assert!(from_bytes(&split, &bytes).is_none(), "other patterns");
        // Values that no search gave, checksum and all.
        let raised: Vec<Vec<u8>> = databases
            .tables()
            .iter()
            .map(|t| {
                t.iter()
                    .map(|&v| if v == UNREACHED { v } else { v + 20 })
                    .collect()
            })
            .collect();
        let raised = Databases::new(partition.clone(), raised);
        assert!(
            from_bytes(&partition, &to_bytes(&raised)).is_none(),
            "impossible values"
        );
    }

    #[test]
    fn an_unsaved_cache_gives_a_note_that_says_why() {
        let nowhere = CacheFile::new(Path::new("/proc/no/such/directory"), "tables");
        let note = save(&nowhere, b"tables").expect("a note");
        assert!(
            note.starts_with("note: cannot save the pattern databases as /proc/no/such/directory/")
                && note.contains("PUZZLE_SEARCH_CACHE"),
            "{note}"
        );
        let dir = scratch("note");
        assert_eq!(save(&CacheFile::new(&dir, "tables"), b"tables"), None);
        fs::remove_dir_all(dir).ok();
    }

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
