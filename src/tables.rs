//! Tables kept between runs, for every puzzle whose tables take seconds or minutes to build:
//! the sliding tiles' pattern databases, the cube's.
//!
//! A file holds one set of tables ([`Shelf`]): a header line that names what they are (the
//! format's version, the puzzle, the patterns), then each table's length (8 bytes,
//! little-endian) and bytes, then an FNV-1a checksum of all that. Files are read and written as
//! streams, so a table of hundreds of megabytes is never held twice.
//!
//! The directory is `$PUZZLE_SEARCH_CACHE`, else `$XDG_CACHE_HOME/puzzle-search`, else
//! `~/.cache/puzzle-search`; an empty `PUZZLE_SEARCH_CACHE` turns the cache off. Whatever is
//! found there is untrusted:
//! - only a regular file is opened (a FIFO would block the reader, a device never ends), and
//!   only one exactly as long as a valid copy is read;
//! - tables whose header, lengths or checksum are wrong, or that their puzzle finds implausible
//!   (values no search gives), are built again;
//! - a file is written whole under a name of its own (`NAME.PID`), locked while it is written,
//!   then renamed into place, so readers see an old copy or a new one, never part of one; and
//!   not at all past the file-size limit (`ulimit -f`), which would end the program;
//! - partial files that runs killed while writing left behind are removed by later runs: a
//!   partial file nobody holds the lock of, and older than a minute, belongs to a dead run.

use std::fs::{self, File};
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// One set of tables as the cache keeps it: the file's name, the header that says exactly what
/// the tables are (a file made for anything else is never read), and each table's length.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shelf {
    pub name: String,
    pub header: String,
    pub sizes: Vec<usize>,
}

impl Shelf {
    /// The length of a valid file.
    fn file_len(&self) -> u64 {
        let tables: usize = self.sizes.iter().map(|size| 8 + size).sum();
        (self.header.len() + tables + 8) as u64
    }

    /// The tables cached in `dir`, if a valid copy is there that `plausible` accepts; else
    /// those `build` makes, saved there for next time. Also, if they could not be saved, a note
    /// that says why.
    ///
    /// # Panics
    /// If `build` makes tables of other sizes than the shelf's.
    pub fn load_or_build(
        &self,
        dir: Option<&Path>,
        build: impl FnOnce() -> Vec<Vec<u8>>,
        plausible: impl Fn(&[Vec<u8>]) -> bool,
    ) -> (Vec<Vec<u8>>, Option<String>) {
        let file = dir.map(|dir| CacheFile::new(dir, &self.name));
        let cached = file.as_ref().and_then(|f| f.open(self.file_len()));
        if let Some(tables) = cached.and_then(|reader| self.read(reader)) {
            if plausible(&tables) {
                return (tables, None);
            }
        }
        let built = build();
        let sizes: Vec<usize> = built.iter().map(Vec::len).collect();
        assert_eq!(sizes, self.sizes, "tables of the shelf's sizes");
        let note = file.and_then(|file| {
            let error = file
                .write(self.file_len(), |out| self.write(&built, out))
                .err()?;
            Some(format!(
                "note: cannot save the tables as {}: {error}; they will be built again in every \
                 run until PUZZLE_SEARCH_CACHE names a writable directory",
                file.path().display()
            ))
        });
        (built, note)
    }

    /// Writes the file of `tables`.
    fn write(&self, tables: &[Vec<u8>], out: &mut impl Write) -> io::Result<()> {
        let mut sum = Fnv::new();
        let mut put = |bytes: &[u8]| {
            sum.add(bytes);
            out.write_all(bytes)
        };
        put(self.header.as_bytes())?;
        for table in tables {
            put(&(table.len() as u64).to_le_bytes())?;
            put(table)?;
        }
        out.write_all(&sum.finish().to_le_bytes())
    }

    /// The tables in a file of this shelf; `None` unless its header, lengths and checksum are
    /// right.
    fn read(&self, mut input: impl Read) -> Option<Vec<Vec<u8>>> {
        let mut sum = Fnv::new();
        let mut take = |len: usize| -> Option<Vec<u8>> {
            let mut bytes = vec![0; len];
            input.read_exact(&mut bytes).ok()?;
            sum.add(&bytes);
            Some(bytes)
        };
        if take(self.header.len())? != self.header.as_bytes() {
            return None;
        }
        let mut tables = Vec::new();
        for &size in &self.sizes {
            let len = u64::from_le_bytes(take(8)?.try_into().ok()?);
            if len != size as u64 {
                return None;
            }
            tables.push(take(size)?);
        }
        let expected = sum.finish().to_le_bytes();
        let mut found = [0; 8];
        input.read_exact(&mut found).ok()?;
        (found == expected).then_some(tables)
    }
}

/// A 64-bit FNV-1a hash taken eight bytes at a time (little-endian words, the last one padded
/// with zeros), then the length: every changed byte changes it, and hundreds of megabytes take
/// a fraction of a second. Fed in pieces of any size, it is the hash of their concatenation.
#[derive(Clone, Debug)]
struct Fnv {
    hash: u64,
    /// The bytes of a word not yet complete.
    pending: [u8; 8],
    pending_len: usize,
    len: u64,
}

impl Fnv {
    fn new() -> Self {
        Self {
            hash: 0xcbf2_9ce4_8422_2325,
            pending: [0; 8],
            pending_len: 0,
            len: 0,
        }
    }

    fn mix(&mut self, word: u64) {
        self.hash = (self.hash ^ word).wrapping_mul(0x100_0000_01b3);
    }

    fn add(&mut self, mut bytes: &[u8]) {
        self.len += bytes.len() as u64;
        if self.pending_len > 0 {
            let take = (8 - self.pending_len).min(bytes.len());
            self.pending[self.pending_len..self.pending_len + take].copy_from_slice(&bytes[..take]);
            self.pending_len += take;
            bytes = &bytes[take..];
            if self.pending_len < 8 {
                return;
            }
            self.mix(u64::from_le_bytes(self.pending));
            self.pending_len = 0;
        }
        let mut words = bytes.chunks_exact(8);
        for word in words.by_ref() {
            self.mix(u64::from_le_bytes(word.try_into().expect("eight bytes")));
        }
        let rest = words.remainder();
        self.pending[..rest.len()].copy_from_slice(rest);
        self.pending_len = rest.len();
    }

    fn finish(mut self) -> u64 {
        let mut last = [0; 8];
        last[..self.pending_len].copy_from_slice(&self.pending[..self.pending_len]);
        self.mix(u64::from_le_bytes(last));
        let len = self.len;
        self.mix(len);
        self.hash
    }
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
struct CacheFile {
    dir: PathBuf,
    name: String,
}

impl CacheFile {
    fn new(dir: &Path, name: &str) -> Self {
        Self {
            dir: dir.to_path_buf(),
            name: name.to_string(),
        }
    }

    fn path(&self) -> PathBuf {
        self.dir.join(&self.name)
    }

    /// A reader of the file, if it is a regular file (or a link to one) of exactly `len`
    /// bytes, reading no more than that; `None` otherwise, without opening anything else.
    /// Partial files that dead runs left are removed first.
    fn open(&self, len: u64) -> Option<impl Read> {
        self.remove_abandoned();
        let path = self.path();
        let regular = |meta: &fs::Metadata| meta.is_file() && meta.len() == len;
        if !fs::metadata(&path).is_ok_and(|meta| regular(&meta)) {
            return None;
        }
        let file = File::open(&path).ok()?;
        // What was checked may have been replaced since: check what was opened.
        if !file.metadata().is_ok_and(|meta| regular(&meta)) {
            return None;
        }
        Some(BufReader::with_capacity(1 << 20, file.take(len)))
    }

    /// Writes the file, `len` bytes that `write` puts out: whole, under a locked name of this
    /// run's, then renamed into place. On failure nothing of this run's is left behind.
    fn write(
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

/// `table` moved into memory that the kernel is asked to back with 2 MB pages where it can
/// (Linux's transparent huge pages, in their `madvise` setting): a table of hundreds of
/// megabytes read at random then costs far fewer misses of the address-translation caches.
/// The cube's optimal search took 12-15% less time so (measured); elsewhere the table stays
/// as it is.
pub fn in_huge_pages(table: Vec<u8>) -> Vec<u8> {
    #[cfg(target_os = "linux")]
    {
        const HUGE_PAGE: usize = 2 << 20;
        const MADV_HUGEPAGE: i32 = 14;
        extern "C" {
            fn madvise(addr: *mut std::ffi::c_void, len: usize, advice: i32) -> i32;
        }
        let mut moved: Vec<u8> = Vec::with_capacity(table.len() + HUGE_PAGE);
        let (at, end) = (
            moved.as_ptr() as usize,
            moved.as_ptr() as usize + moved.capacity(),
        );
        let start = at.next_multiple_of(HUGE_PAGE);
        let len = end.saturating_sub(start) / HUGE_PAGE * HUGE_PAGE;
        if len > 0 {
            // SAFETY: the declaration is the C library's `int madvise(void *, size_t, int)`.
            // [start, start + len) lies in `moved`'s allocation (at <= start, start + len <=
            // end), which this function owns and nothing else refers to, and is aligned to
            // whole pages. MADV_HUGEPAGE changes only which pages the kernel backs the range
            // with, never its contents, mapping or access, so no value Rust sees changes;
            // where the advice is refused (a kernel without huge pages) the call fails and
            // the memory is as before.
            unsafe { madvise(start as *mut std::ffi::c_void, len, MADV_HUGEPAGE) };
        }
        moved.extend_from_slice(&table);
        moved
    }
    #[cfg(not(target_os = "linux"))]
    table
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

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "puzzle-search-tables-{name}-{}",
            std::process::id()
        ));
        fs::remove_dir_all(&dir).ok();
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn shelf() -> Shelf {
        Shelf {
            name: "toy.table".into(),
            header: "toy tables, version 1\n".into(),
            sizes: vec![3, 11],
        }
    }

    fn tables() -> Vec<Vec<u8>> {
        vec![vec![1, 2, 3], (0..11).collect()]
    }

    /// The file the shelf writes for `tables`.
    fn file_of(shelf: &Shelf, tables: &[Vec<u8>]) -> Vec<u8> {
        let mut bytes = Vec::new();
        shelf.write(tables, &mut bytes).unwrap();
        bytes
    }

    #[test]
    fn the_hash_of_pieces_is_the_hash_of_the_whole() {
        let bytes: Vec<u8> = (0..100u8).map(|b| b.wrapping_mul(37)).collect();
        let mut whole = Fnv::new();
        whole.add(&bytes);
        let whole = whole.finish();
        for cut in [
            vec![1, 2, 3],
            vec![7, 9],
            vec![8, 8, 8, 8],
            vec![13],
            vec![],
        ] {
            let mut pieces = Fnv::new();
            let mut rest = &bytes[..];
            for &n in &cut {
                let (piece, after) = rest.split_at(n);
                pieces.add(piece);
                rest = after;
            }
            pieces.add(rest);
            assert_eq!(pieces.finish(), whole, "{cut:?}");
        }
        let mut changed = bytes.clone();
        changed[50] ^= 1;
        let mut other = Fnv::new();
        other.add(&changed);
        assert_ne!(other.finish(), whole);
    }

    #[test]
    fn the_file_format_is_checked_before_it_is_trusted() {
        let shelf = shelf();
        let bytes = file_of(&shelf, &tables());
        assert_eq!(bytes.len() as u64, shelf.file_len());
        assert_eq!(shelf.read(&bytes[..]), Some(tables()), "its own file");
        let mut flipped = bytes.clone();
        flipped[bytes.len() / 2] ^= 1;
        assert_eq!(shelf.read(&flipped[..]), None, "a changed byte");
        assert_eq!(shelf.read(&bytes[..bytes.len() - 1]), None, "a cut file");
        assert_eq!(shelf.read(&b""[..]), None);
        let other = Shelf {
            header: "toy tables, version 2\n".into(),
            ..shelf.clone()
        };
        assert_eq!(other.read(&file_of(&other, &tables())[..]), Some(tables()));
        assert_eq!(
            shelf.read(&file_of(&other, &tables())[..]),
            None,
            "another version"
        );
        let sizes = Shelf {
            sizes: vec![4, 10],
            ..shelf.clone()
        };
        let moved = vec![vec![1, 2, 3, 0], (1..11).collect()];
        assert_eq!(
            shelf.read(&file_of(&sizes, &moved)[..]),
            None,
            "other sizes"
        );
    }

    #[test]
    fn tables_are_built_once_then_read_unless_implausible() {
        let dir = scratch("shelf");
        let shelf = shelf();
        let mut builds = 0;
        for _ in 0..2 {
            let (read, note) = shelf.load_or_build(
                Some(&dir),
                || {
                    builds += 1;
                    tables()
                },
                |_| true,
            );
            assert_eq!((read, note), (tables(), None));
        }
        assert_eq!(builds, 1, "the second run read the file");
        let (_, note) = shelf.load_or_build(
            Some(&dir),
            || {
                builds += 1;
                tables()
            },
            |tables| tables[0][0] != 1,
        );
        assert_eq!(
            (builds, note),
            (2, None),
            "implausible tables are built again"
        );
        fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn an_unsaved_cache_gives_a_note_that_says_why() {
        let nowhere = Path::new("/proc/no/such/directory");
        let (_, note) = shelf().load_or_build(Some(nowhere), tables, |_| true);
        let note = note.expect("a note");
        assert!(
            note.starts_with("note: cannot save the tables as /proc/no/such/directory/")
                && note.contains("PUZZLE_SEARCH_CACHE"),
            "{note}"
        );
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

    fn read_all(file: &CacheFile, len: u64) -> Option<Vec<u8>> {
        let mut bytes = Vec::new();
        file.open(len)?.read_to_end(&mut bytes).ok()?;
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
