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

use std::collections::TryReserveError;
use std::fs::{self, File};
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// One set of tables as the cache keeps it: the file's name, the header that says exactly what
/// the tables are (a file made for anything else is never read), and each table's length; and,
/// for messages and for the memory they need, what they are and how much memory building them
/// takes at its peak.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shelf {
    pub name: String,
    pub header: String,
    pub sizes: Vec<usize>,
    /// What the tables are, for messages: `the cube's optimal tables`.
    pub what: String,
    /// The most memory building them takes, in bytes (measured, or a bound).
    pub building: usize,
}

impl Shelf {
    /// The length of a valid file.
    fn file_len(&self) -> u64 {
        let tables: usize = self.sizes.iter().map(|size| 8 + size).sum();
        (self.header.len() + tables + 8) as u64
    }

    /// The tables cached in `dir`, if a valid copy is there that `plausible` accepts; else
    /// those `build` makes, saved there for next time. Also, if they could not be saved, a note
    /// that says why. A folder or file that others could have written is not used
    /// (`trusted_dir`, `trusted_file`). An error if this process has not the memory to hold the
    /// tables, or to build them ([`Shelf::building`]): tried before anything is built or read,
    /// so that it is said in a line rather than ending the program.
    ///
    /// # Panics
    /// If `build` makes tables of other sizes than the shelf's.
    pub fn load_or_build(
        &self,
        dir: Option<&Path>,
        build: impl FnOnce() -> Vec<Vec<u8>>,
        plausible: impl Fn(&[Vec<u8>]) -> bool,
    ) -> Result<(Vec<Vec<u8>>, Option<String>), String> {
        let total: usize = self.sizes.iter().sum();
        if !room(total) {
            return Err(short(self, total));
        }
        let file = dir
            .filter(|dir| trusted_dir(dir))
            .map(|dir| CacheFile::new(dir, &self.name));
        if let Some(reader) = file.as_ref().and_then(|f| f.open(self.file_len())) {
            match self.read(reader) {
                Ok(Some(tables)) if plausible(&tables) => return Ok((tables, None)),
                Ok(_) => {}
                Err(_) => return Err(short(self, total)),
            }
        }
        if !room(self.building) {
            return Err(format!(
                "cannot build {}: that takes about {} of memory, more than this process can have",
                self.what,
                megabytes(self.building)
            ));
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
        Ok((built, note))
    }

    /// Whether `dir` holds a copy of the tables that would be read: a regular file of a valid
    /// copy's length, in a folder and of an owner that may be trusted. (Its contents are looked
    /// at only when it is read.)
    pub fn is_cached(&self, dir: Option<&Path>) -> bool {
        dir.filter(|dir| trusted_dir(dir)).is_some_and(|dir| {
            CacheFile::new(dir, &self.name)
                .open(self.file_len())
                .is_some()
        })
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
    /// right; an error if there is no room to hold them.
    fn read(&self, mut input: impl Read) -> Result<Option<Vec<Vec<u8>>>, TryReserveError> {
        let mut tables = Vec::new();
        for &size in &self.sizes {
            let mut table = Vec::new();
            table.try_reserve_exact(size)?;
            tables.push(table);
        }
        let mut sum = Fnv::new();
        let mut take = |into: &mut Vec<u8>, len| take(&mut input, &mut sum, into, len);
        let mut valid = || {
            let mut header = Vec::new();
            take(&mut header, self.header.len())?;
            if header != self.header.as_bytes() {
                return None;
            }
            for (table, &size) in tables.iter_mut().zip(&self.sizes) {
                let mut len = Vec::new();
                take(&mut len, 8)?;
                if u64::from_le_bytes(len.try_into().ok()?) != size as u64 {
                    return None;
                }
                take(table, size)?;
            }
            Some(())
        };
        let valid = valid().and_then(|()| {
            let expected = sum.finish().to_le_bytes();
            let mut found = [0; 8];
            input.read_exact(&mut found).ok()?;
            (found == expected).then_some(())
        });
        Ok(valid.map(|()| tables))
    }
}

/// Reads `len` bytes of `input` into `into`, adding them to `sum`; `None` if the input ends
/// first.
fn take(input: &mut impl Read, sum: &mut Fnv, into: &mut Vec<u8>, len: usize) -> Option<()> {
    input.take(len as u64).read_to_end(into).ok()?;
    sum.add(into);
    (into.len() == len).then_some(())
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

/// Whether this process can hold `bytes` more of memory now: they are asked for, and given
/// back. A table that fits so is allocated soon after, where the same room is.
pub fn room(bytes: usize) -> bool {
    Vec::<u8>::new().try_reserve_exact(bytes).is_ok()
}

/// The message for tables of `total` bytes that this process cannot hold.
fn short(shelf: &Shelf, total: usize) -> String {
    format!(
        "cannot hold {} ({}): not enough memory",
        shelf.what,
        megabytes(total)
    )
}

/// `bytes` in megabytes or gigabytes, as messages give sizes.
fn megabytes(bytes: usize) -> String {
    match bytes {
        0..1_000_000_000 => format!("{} MB", bytes.div_ceil(1_000_000)),
        _ => format!("{:.1} GB", bytes as f64 / 1e9),
    }
}

/// Who this process runs as: the owner of its `/proc` entry (its effective user).
fn user() -> Option<u32> {
    use std::os::unix::fs::MetadataExt;
    fs::metadata("/proc/self").ok().map(|meta| meta.uid())
}

/// Whether the cache folder `dir` may be used: it is missing (it is made), or it is owned by
/// this process's user and no one else can write it, or it is a sticky-bit folder (as `/tmp`
/// is), where others can add files but not replace this user's own, which
/// [`CacheFile::open`] then reads alone. Otherwise a note is said, once: whoever can write
/// the cache could make every later answer wrong.
fn trusted_dir(dir: &Path) -> bool {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let Ok(meta) = fs::metadata(dir) else {
        return true;
    };
    let mode = meta.permissions().mode();
    let (owned, shared) = (Some(meta.uid()) == user(), mode & 0o022 != 0);
    if meta.is_dir() && (owned && !shared || mode & 0o1000 != 0) {
        return true;
    }
    distrust(
        dir,
        &format!("owned by user {} with mode {:o}", meta.uid(), mode & 0o7777),
    );
    false
}

/// Whether the cache file `meta` describes may be read: a file of this process's user that no
/// one else can write.
fn trusted_file(path: &Path, meta: &fs::Metadata) -> bool {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let mode = meta.permissions().mode();
    if Some(meta.uid()) == user() && mode & 0o022 == 0 {
        return true;
    }
    distrust(
        path,
        &format!("owned by user {} with mode {:o}", meta.uid(), mode & 0o7777),
    );
    false
}

/// Says, once in a run, that the cache at `path` is not used, and why.
fn distrust(path: &Path, why: &str) {
    static SAID: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    if !SAID.swap(true, std::sync::atomic::Ordering::Relaxed) {
        let _ = writeln!(
            io::stderr().lock(),
            "note: the table cache {} is not used, as others could have written it ({why}): \
             tables are built in memory",
            path.display()
        );
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
        let meta = file.metadata().ok()?;
        if !regular(&meta) || !trusted_file(&path, &meta) {
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
/// The cube's optimal search took 12-15% less time so (measured); elsewhere, or where there is
/// no room for the copy, the table stays as it is.
pub fn in_huge_pages(table: Vec<u8>) -> Vec<u8> {
    #[cfg(target_os = "linux")]
    {
        const HUGE_PAGE: usize = 2 << 20;
        const MADV_HUGEPAGE: i32 = 14;
        extern "C" {
            fn madvise(addr: *mut std::ffi::c_void, len: usize, advice: i32) -> i32;
        }
        let mut moved: Vec<u8> = Vec::new();
        if moved.try_reserve_exact(table.len() + HUGE_PAGE).is_err() {
            // No room for a second copy: the table stays where it is.
            return table;
        }
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
            what: "the toy tables".into(),
            building: 1000,
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
        assert_eq!(
            shelf.read(&bytes[..]).unwrap(),
            Some(tables()),
            "its own file"
        );
        let mut flipped = bytes.clone();
        flipped[bytes.len() / 2] ^= 1;
        assert_eq!(shelf.read(&flipped[..]).unwrap(), None, "a changed byte");
        assert_eq!(
            shelf.read(&bytes[..bytes.len() - 1]).unwrap(),
            None,
            "a cut file"
        );
        assert_eq!(shelf.read(&b""[..]).unwrap(), None);
        let other = Shelf {
            header: "toy tables, version 2\n".into(),
            ..shelf.clone()
        };
        assert_eq!(
            other.read(&file_of(&other, &tables())[..]).unwrap(),
            Some(tables())
        );
        assert_eq!(
            shelf.read(&file_of(&other, &tables())[..]).unwrap(),
            None,
            "another version"
        );
        let sizes = Shelf {
            sizes: vec![4, 10],
            ..shelf.clone()
        };
        let moved = vec![vec![1, 2, 3, 0], (1..11).collect()];
        assert_eq!(
            shelf.read(&file_of(&sizes, &moved)[..]).unwrap(),
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
            let (read, note) = shelf
                .load_or_build(
                    Some(&dir),
                    || {
                        builds += 1;
                        tables()
                    },
                    |_| true,
                )
                .unwrap();
            assert_eq!((read, note), (tables(), None));
        }
        assert_eq!(builds, 1, "the second run read the file");
        let (_, note) = shelf
            .load_or_build(
                Some(&dir),
                || {
                    builds += 1;
                    tables()
                },
                |tables| tables[0][0] != 1,
            )
            .unwrap();
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
        let (_, note) = shelf()
            .load_or_build(Some(nowhere), tables, |_| true)
            .unwrap();
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

    /// How many times `shelf` builds its tables in `dir` in two runs, the first of which saves
    /// them there if it may.
    fn builds_in(dir: &Path) -> usize {
        let mut builds = 0;
        for _ in 0..2 {
            let mut build = || {
                builds += 1;
                tables()
            };
            let (read, _) = shelf()
                .load_or_build(Some(dir), &mut build, |_| true)
                .unwrap();
            assert_eq!(read, tables());
        }
        builds
    }

    #[test]
    fn a_cache_others_can_write_is_never_read() {
        use std::os::unix::fs::PermissionsExt;
        let mode = |path: &Path, mode| fs::set_permissions(path, fs::Permissions::from_mode(mode));
        let dir = scratch("trust");
        assert_eq!(builds_in(&dir), 1, "a folder of one's own is used");
        // A folder anyone may write: not read, and not written either.
        mode(&dir, 0o777).unwrap();
        assert_eq!(builds_in(&dir), 2, "a folder anyone may write");
        // A sticky-bit folder, as /tmp: one's own file is read, one others may write is not.
        mode(&dir, 0o1777).unwrap();
        assert_eq!(builds_in(&dir), 0, "one's own file in a sticky-bit folder");
        let file = dir.join(&shelf().name);
        mode(&file, 0o666).unwrap();
        assert_eq!(
            builds_in(&dir),
            1,
            "not read, rewritten, then read by the second run"
        );
        mode(&file, 0o666).unwrap();
        mode(&dir, 0o755).unwrap();
        let mut rebuilt = 0;
        shelf()
            .load_or_build(
                Some(&dir),
                || {
                    rebuilt += 1;
                    tables()
                },
                |_| true,
            )
            .unwrap();
        assert_eq!(rebuilt, 1, "a file others may write is not read");
        fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn a_cache_file_of_another_user_is_never_read() {
        let dir = scratch("owner");
        assert_eq!(builds_in(&dir), 1);
        let file = dir.join(&shelf().name);
        match std::os::unix::fs::chown(&file, Some(12_345), None) {
            Ok(()) => {
                let mut rebuilt = 0;
                shelf()
                    .load_or_build(
                        Some(&dir),
                        || {
                            rebuilt += 1;
                            tables()
                        },
                        |_| true,
                    )
                    .unwrap();
                assert_eq!(rebuilt, 1, "another user's file is not read");
            }
            // Only the superuser gives files away; anyone else's files are their own.
            Err(error) => assert_eq!(error.kind(), io::ErrorKind::PermissionDenied),
        }
        fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn tables_too_large_to_hold_or_build_are_an_error_that_says_so() {
        let huge = Shelf {
            sizes: vec![3, isize::MAX as usize - 8],
            ..shelf()
        };
        let held = huge.load_or_build(None, || unreachable!("not built"), |_| true);
        assert!(
            held.is_err_and(|e| e.starts_with("cannot hold the toy tables (")
                && e.ends_with(" GB): not enough memory")),
        );
        let costly = Shelf {
            building: isize::MAX as usize,
            ..shelf()
        };
        let built = costly.load_or_build(None, || unreachable!("not built"), |_| true);
        assert_eq!(
            built.unwrap_err(),
            format!(
                "cannot build the toy tables: that takes about {} of memory, more than this \
                 process can have",
                megabytes(isize::MAX as usize)
            )
        );
    }
}
