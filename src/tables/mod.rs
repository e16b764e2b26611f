//! Tables kept between runs, for every puzzle whose tables take seconds or minutes to build:
//! the sliding tiles' pattern databases, the cube's.
//!
//! A file holds one set of tables ([`Shelf`]): a header line that names what they are (the
//! format's version, the puzzle, the patterns), then each table's length (8 bytes,
//! little-endian) and bytes, then an FNV-1a checksum of all that. A file is read by mapping it
//! into memory ([`Table`]): processes side by side share the one copy the kernel caches, a
//! table of a gigabyte is at hand in milliseconds, and never held twice. It is checked whole —
//! checksum, and what its puzzle finds plausible — the first time it is read, then stamped
//! (`NAME.valid`: the file's device, inode, length and time of change), and read at once
//! while the stamp matches.
//!
//! The directory is `$PUZZLE_SEARCH_CACHE`, else `$XDG_CACHE_HOME/puzzle-search`, else
//! `~/.cache/puzzle-search`; an empty `PUZZLE_SEARCH_CACHE` turns the cache off. Whatever is
//! found there is untrusted:
//! - only a regular file is opened (a FIFO would block the reader, a device never ends), and
//!   only one exactly as long as a valid copy is mapped;
//! - tables whose header, lengths or checksum are wrong, or that their puzzle finds implausible
//!   (values no search gives), are built again;
//! - a file is written whole under a name of its own (`NAME.PID`), locked while it is written,
//!   then renamed into place, so readers see an old copy or a new one, never part of one; and
//!   not at all past the file-size limit (`ulimit -f`), which would end the program;
//! - partial files that runs killed while writing left behind are removed by later runs: a
//!   partial file nobody holds the lock of, and older than a minute, belongs to a dead run.
//! - tables are built once however many processes ask for them at once: the first builds, the
//!   others wait for it, showing its progress, then read its file (`builder.rs`); where the
//!   builder dies first, one of them builds.
//!
//! The parts: the format and the shelf here; the checksum in `checksum.rs`; files written whole
//! and read only when regular in `file.rs`; where the cache is, and which of its folders and
//! files may be trusted, in `trust.rs`; the memory tables take in [`crate::memory`].

mod builder;
mod checksum;
mod file;
mod trust;

pub use trust::cache_dir;

use crate::memory::{forget_cached, in_huge_pages, room, Mapping};
use crate::progress::{announce, report, Progress};
use builder::{BuildLock, Builder};
use checksum::Fnv;
use file::CacheFile;
use std::io::{self, IsTerminal, Write};
use std::ops::{Deref, Range};
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;
use trust::trusted_dir;

/// One table's bytes: built in this process, or part of a cache file mapped into memory.
pub struct Table(Bytes);

enum Bytes {
    Owned(Vec<u8>),
    Mapped(Arc<Mapping>, Range<usize>),
}

impl Table {
    /// The table in memory the kernel is asked to back with huge pages ([`in_huge_pages`]);
    /// a mapped table is already.
    pub fn in_huge_pages(self) -> Self {
        match self.0 {
            Bytes::Owned(bytes) => Self(Bytes::Owned(in_huge_pages(bytes))),
            mapped => Self(mapped),
        }
    }
}

impl From<Vec<u8>> for Table {
    fn from(bytes: Vec<u8>) -> Self {
        Self(Bytes::Owned(bytes))
    }
}

impl Deref for Table {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        match &self.0 {
            Bytes::Owned(bytes) => bytes,
            Bytes::Mapped(mapping, range) => &mapping.bytes()[range.clone()],
        }
    }
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let how = match self.0 {
            Bytes::Owned(_) => "built",
            Bytes::Mapped(..) => "mapped",
        };
        write!(f, "Table({} bytes, {how})", self.len())
    }
}

/// What a puzzle finds of tables it is given: whether they could be its own.
type Plausible<'p> = dyn Fn(&[Table]) -> bool + 'p;

/// What a look at a cache file found.
enum Found {
    Tables(Vec<Table>),
    /// No valid copy: none there, or one that fails a check.
    Nothing,
    /// One that this process has not the address space to map.
    NoRoom,
}

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
    /// The most memory building them takes, in bytes (measured, or a bound): the address
    /// space a process must be able to have.
    pub building: usize,
    /// The most of it building them holds in memory at once (resident), in bytes, as measured:
    /// what a build's announcement says it takes.
    pub resident: usize,
    /// About how long building them takes on two cores, in seconds (measured, or estimated).
    pub seconds: u64,
}

impl Shelf {
    /// What a build of these tables into `place` says as it starts: their size, about how long
    /// it takes on two cores, and how much memory it holds at once.
    pub fn announcement(&self, place: &str) -> String {
        format!(
            "building {} ({}, about {} on two cores, {} of memory) into {place}",
            self.what,
            megabytes(self.total()),
            about(self.seconds),
            megabytes(self.resident)
        )
    }

    /// The length of a valid file.
    fn file_len(&self) -> u64 {
        let tables: usize = self.sizes.iter().map(|size| 8 + size).sum();
        (self.header.len() + tables + 8) as u64
    }

    /// The tables cached in `dir`, if a valid copy is there that `plausible` accepts; else
    /// those `build` makes, saved there for next time, and then read from there. Also, if they
    /// could not be saved, a note that says why. A folder or file that others could have
    /// written is not used (`trusted_dir`, `trusted_file`). An error if this process has not
    /// the memory to hold the tables, or to build them ([`Shelf::building`]): tried before
    /// anything is built or read, so that it is said in a line rather than ending the program.
    /// Where another process is building them into `dir`, this one waits for it and reads what
    /// it saved (or builds them, where it died first): never two builds into one cache at once
    /// (`builder.rs`).
    ///
    /// # Panics
    /// If `build` makes tables of other sizes than the shelf's.
    pub fn load_or_build(
        &self,
        dir: Option<&Path>,
        build: impl FnOnce() -> Vec<Vec<u8>>,
        plausible: impl Fn(&[Table]) -> bool,
    ) -> Result<(Vec<Table>, Option<String>), String> {
        self.obtain(dir, None, build, plausible)
    }

    /// [`Shelf::load_or_build`], with `progress`, where given, showing the wait for another
    /// process's build and telling processes that wait for this one's where it is.
    fn obtain(
        &self,
        dir: Option<&Path>,
        progress: Option<&Progress>,
        build: impl FnOnce() -> Vec<Vec<u8>>,
        plausible: impl Fn(&[Table]) -> bool,
    ) -> Result<(Vec<Table>, Option<String>), String> {
        let total = self.total();
        if !room(total) {
            return Err(short(self, total));
        }
        let dir = dir.filter(|dir| trusted_dir(dir));
        let file = dir.map(|dir| CacheFile::new(dir, &self.name));
        let cached = |file: Option<&CacheFile>| match file.map(|f| self.map(f, Some(&plausible))) {
            Some(Found::Tables(tables)) => Some(Ok((tables, None))),
            Some(Found::NoRoom) => Some(Err(short(self, total))),
            Some(Found::Nothing) | None => None,
        };
        if let Some(found) = cached(file.as_ref()) {
            return found;
        }
        let mut waited = None;
        let lock = dir.and_then(|dir| {
            BuildLock::take(dir, &self.name, |builder| {
                self.wait(progress, builder, &mut waited)
            })
        });
        if lock.is_some() {
            // The tables another process built while this one looked or waited.
            if let Some(found) = cached(file.as_ref()) {
                return found;
            }
            if let Some(builder) = waited.filter(|_| total > NOTICED) {
                announce(format_args!(
                    "the build of {} by {} ended without them: building them here",
                    self.what,
                    process(&builder)
                ));
            }
        }
        if !room(self.building) {
            return Err(format!(
                "cannot build {}: that takes about {} of memory, more than this process can have",
                self.what,
                megabytes(self.building)
            ));
        }
        if let (Some(lock), Some(progress)) = (&lock, progress) {
            progress.mirror(Some(Box::new(lock.teller())));
        }
        let built = build();
        if let Some(progress) = progress {
            progress.mirror(None);
        }
        let sizes: Vec<usize> = built.iter().map(Vec::len).collect();
        assert_eq!(sizes, self.sizes, "tables of the shelf's sizes");
        let Some(file) = file else {
            return Ok((built.into_iter().map(Table::from).collect(), None));
        };
        if let Err(error) = file.write(self.file_len(), |out| self.write(&built, out)) {
            let note = format!(
                "note: cannot save the tables as {}: {error}; they will be built again in every \
                 run until PUZZLE_SEARCH_CACHE names a writable directory",
                file.path().display()
            );
            return Ok((built.into_iter().map(Table::from).collect(), Some(note)));
        }
        drop(lock);
        // Read back through a mapping: shared, and in huge pages once the file's pages, small
        // as they were written, are out of the kernel's cache. What was just written needs no
        // checking but its stamp. Where the mapping cannot be had (the memory the build freed
        // may still be its threads' allocators'), the tables built serve.
        match self.map(&file, None) {
            Found::Tables(tables) => Ok((tables, None)),
            Found::NoRoom | Found::Nothing => {
                Ok((built.into_iter().map(Table::from).collect(), None))
            }
        }
    }

    /// Shows that this process waits for `builder`'s build of the tables: a line the first
    /// time where the tables are large enough that their build is announced (`waited` is then
    /// set), then the builder's progress as it tells it.
    fn wait(&self, progress: Option<&Progress>, builder: &Builder, waited: &mut Option<Builder>) {
        if let Some(progress) = progress {
            if waited.is_none() {
                if self.total() > NOTICED {
                    announce(format_args!(
                        "{} is building {}: waiting for it",
                        process(builder),
                        self.what
                    ));
                }
                progress.retitle(format!("waiting for {}", self.what));
            }
            progress.set(builder.detail.clone());
        }
        *waited = Some(builder.clone());
    }

    /// The bytes of all the tables.
    fn total(&self) -> usize {
        self.sizes.iter().sum()
    }

    /// [`Shelf::load_or_build`] from the cache folder ([`cache_dir`]) for a judge program: the
    /// work's progress shown ([`Progress`]: `building` is told it, to say where the build is),
    /// a note on a terminal where the tables cannot be saved, and with `stats` a line of their
    /// own: `tables: the cube's optimal tables, read from the cache in 0.05 s, 1.4 GB`.
    pub fn fetch(
        &self,
        build: impl FnOnce(&Progress) -> Vec<Vec<u8>>,
        plausible: impl Fn(&[Table]) -> bool,
        stats: bool,
    ) -> Result<Vec<Table>, String> {
        let start = Instant::now();
        let dir = cache_dir();
        let doing = if dir.is_some() { "reading" } else { "building" };
        let progress = Progress::start(format!("{doing} {}", self.what));
        let mut built = false;
        let loaded = self.obtain(
            dir.as_deref(),
            Some(&progress),
            || {
                built = true;
                let total = self.total();
                if total > NOTICED {
                    let place = dir.as_ref().map_or("memory only: no cache".into(), |dir| {
                        dir.join(&self.name).display().to_string()
                    });
                    announce(self.announcement(&place));
                }
                progress.retitle(format!("building {}", self.what));
                build(&progress)
            },
            plausible,
        );
        drop(progress);
        let (tables, note) = loaded?;
        if let Some(note) = note.filter(|_| io::stderr().is_terminal()) {
            report(note);
        }
        if stats {
            report(format_args!(
                "tables: {}, {} in {:.2} s, {}",
                self.what,
                if built {
                    "built"
                } else {
                    "read from the cache"
                },
                start.elapsed().as_secs_f64(),
                megabytes(self.total())
            ));
        }
        Ok(tables)
    }

    /// The tables of the cache file `file`, mapped: where the file's stamp says it was checked
    /// (or `plausible` is `None`: it was just written), its header and lengths are checked;
    /// else its checksum and what `plausible` makes of it too, and it is stamped.
    fn map(&self, file: &CacheFile, plausible: Option<&Plausible>) -> Found {
        let Some((opened, meta)) = file.open(self.file_len()) else {
            return Found::Nothing;
        };
        if plausible.is_none() {
            forget_cached(&opened);
        }
        let Ok(mapping) = Mapping::of(&opened, self.file_len() as usize) else {
            return Found::NoRoom;
        };
        let stamped = file.is_stamped(&meta);
        let checked = stamped || plausible.is_none();
        let Some(ranges) = self.parse(mapping.bytes(), !checked) else {
            return Found::Nothing;
        };
        let mapping = Arc::new(mapping);
        let tables: Vec<Table> = ranges
            .into_iter()
            .map(|range| Table(Bytes::Mapped(Arc::clone(&mapping), range)))
            .collect();
        if !checked && plausible.is_some_and(|plausible| !plausible(&tables)) {
            return Found::Nothing;
        }
        if !stamped {
            // A stamp that cannot be written costs a check at the next read, no more.
            let _ = file.stamp(&meta);
        }
        Found::Tables(tables)
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

    /// Where each table stands in `file`, a file of this shelf; `None` unless its length,
    /// header, tables' lengths and, with `summed`, its checksum are right.
    fn parse(&self, file: &[u8], summed: bool) -> Option<Vec<Range<usize>>> {
        if file.len() as u64 != self.file_len() || !file.starts_with(self.header.as_bytes()) {
            return None;
        }
        let mut at = self.header.len();
        let mut ranges = Vec::new();
        for &size in &self.sizes {
            let len = u64::from_le_bytes(file[at..at + 8].try_into().ok()?);
            if len != size as u64 {
                return None;
            }
            ranges.push(at + 8..at + 8 + size);
            at += 8 + size;
        }
        if summed {
            let mut sum = Fnv::new();
            sum.add(&file[..at]);
            if file[at..] != sum.finish().to_le_bytes() {
                return None;
            }
        }
        Some(ranges)
    }
}

/// The process that builds, as lines name it: `process 1234`, or `another process` where it has
/// not said its number yet.
fn process(builder: &Builder) -> String {
    builder
        .pid
        .map_or("another process".into(), |pid| format!("process {pid}"))
}

/// The message for tables of `total` bytes that this process cannot hold.
fn short(shelf: &Shelf, total: usize) -> String {
    format!(
        "cannot hold {} ({}): not enough memory",
        shelf.what,
        megabytes(total)
    )
}

/// Tables larger than this are announced before they are built, in a line of their own, and so
/// is a wait for another process's build of them.
const NOTICED: usize = 100_000_000;

/// `seconds` as a person says a time ahead: `40 seconds`, `4 minutes`.
fn about(seconds: u64) -> String {
    match seconds {
        0..90 => format!("{seconds} seconds"),
        _ => format!("{} minutes", seconds.div_ceil(60)),
    }
}

/// `bytes` in megabytes, or gigabytes from a billion on.
fn megabytes(bytes: usize) -> String {
    match bytes {
        0..1_000_000_000 => format!("{} MB", bytes.div_ceil(1_000_000)),
        _ => format!("{:.1} GB", bytes as f64 / 1e9),
    }
}

/// A scratch folder of this process's own for a test, made empty.
#[cfg(test)]
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "puzzle-search-tables-{name}-{}",
        std::process::id()
    ));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[cfg(test)]
mod tests;
