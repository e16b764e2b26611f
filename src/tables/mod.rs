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
//!
//! The parts: the format and the shelf here; the checksum in `checksum.rs`; files written whole
//! and read only when regular in `file.rs`; where the cache is, and which of its folders and
//! files may be trusted, in `trust.rs`; the memory tables take in [`crate::memory`].

mod checksum;
mod file;
mod trust;

pub use trust::cache_dir;

use crate::memory::{forget_cached, in_huge_pages, room, Mapping};
use crate::progress::{report, Progress};
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
    /// those `build` makes, saved there for next time, and then read from there. Also, if they
    /// could not be saved, a note that says why. A folder or file that others could have
    /// written is not used (`trusted_dir`, `trusted_file`). An error if this process has not
    /// the memory to hold the tables, or to build them ([`Shelf::building`]): tried before
    /// anything is built or read, so that it is said in a line rather than ending the program.
    ///
    /// # Panics
    /// If `build` makes tables of other sizes than the shelf's.
    pub fn load_or_build(
        &self,
        dir: Option<&Path>,
        build: impl FnOnce() -> Vec<Vec<u8>>,
        plausible: impl Fn(&[Table]) -> bool,
    ) -> Result<(Vec<Table>, Option<String>), String> {
        let total: usize = self.sizes.iter().sum();
        if !room(total) {
            return Err(short(self, total));
        }
        let file = dir
            .filter(|dir| trusted_dir(dir))
            .map(|dir| CacheFile::new(dir, &self.name));
        match file.as_ref().map(|f| self.map(f, Some(&plausible))) {
            Some(Found::Tables(tables)) => return Ok((tables, None)),
            Some(Found::NoRoom) => return Err(short(self, total)),
            Some(Found::Nothing) | None => {}
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
        let loaded = self.load_or_build(
            dir.as_deref(),
            || {
                built = true;
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
                megabytes(self.sizes.iter().sum())
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
mod tests {
    use super::*;
    use std::fs;

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

    /// The tables of `file`, a file of `shelf`, checked whole.
    fn read(shelf: &Shelf, file: &[u8]) -> Option<Vec<Vec<u8>>> {
        let ranges = shelf.parse(file, true)?;
        Some(ranges.into_iter().map(|r| file[r].to_vec()).collect())
    }

    /// Each table's bytes.
    fn bytes_of(tables: &[Table]) -> Vec<Vec<u8>> {
        tables.iter().map(|t| t.to_vec()).collect()
    }

    /// The file the shelf writes for `tables`.
    fn file_of(shelf: &Shelf, tables: &[Vec<u8>]) -> Vec<u8> {
        let mut bytes = Vec::new();
        shelf.write(tables, &mut bytes).unwrap();
        bytes
    }

    #[test]
    fn the_file_format_is_checked_before_it_is_trusted() {
        let shelf = shelf();
        let bytes = file_of(&shelf, &tables());
        assert_eq!(bytes.len() as u64, shelf.file_len());
        assert_eq!(read(&shelf, &bytes[..]), Some(tables()), "its own file");
        let mut flipped = bytes.clone();
        flipped[bytes.len() / 2] ^= 1;
        assert_eq!(read(&shelf, &flipped[..]), None, "a changed byte");
        assert_eq!(read(&shelf, &bytes[..bytes.len() - 1]), None, "a cut file");
        assert_eq!(read(&shelf, &b""[..]), None);
        let other = Shelf {
            header: "toy tables, version 2\n".into(),
            ..shelf.clone()
        };
        assert_eq!(
            read(&other, &file_of(&other, &tables())[..]),
            Some(tables())
        );
        assert_eq!(
            read(&shelf, &file_of(&other, &tables())[..]),
            None,
            "another version"
        );
        let sizes = Shelf {
            sizes: vec![4, 10],
            ..shelf.clone()
        };
        let moved = vec![vec![1, 2, 3, 0], (1..11).collect()];
        assert_eq!(
            read(&shelf, &file_of(&sizes, &moved)[..]),
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
            assert_eq!((bytes_of(&read), note), (tables(), None));
        }
        assert_eq!(builds, 1, "the second run read the file");
        // Stamped when written: read again without a look at the values.
        let stamped = shelf.load_or_build(Some(&dir), || unreachable!(), |_| unreachable!());
        assert_eq!(bytes_of(&stamped.unwrap().0), tables());
        // Without its stamp the file is checked whole, and implausible tables are built again.
        fs::remove_file(dir.join("toy.table.valid")).unwrap();
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

    /// How many times one run from `dir` builds the tables (0 or 1).
    fn rebuilds_in(dir: &Path) -> usize {
        let mut rebuilt = 0;
        shelf()
            .load_or_build(
                Some(dir),
                || {
                    rebuilt += 1;
                    tables()
                },
                |_| true,
            )
            .unwrap();
        rebuilt
    }

    /// How many of two runs from `dir`, one after the other, build the tables.
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
            assert_eq!(bytes_of(&read), tables());
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
        assert_eq!(rebuilds_in(&dir), 1, "a file others may write is not read");
        fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn a_cache_file_of_another_user_is_never_read() {
        let dir = scratch("owner");
        assert_eq!(builds_in(&dir), 1);
        let file = dir.join(&shelf().name);
        match std::os::unix::fs::chown(&file, Some(12_345), None) {
            Ok(()) => assert_eq!(rebuilds_in(&dir), 1, "another user's file is not read"),
            // Only the superuser gives files away; anyone else's files are their own.
            Err(error) => assert_eq!(error.kind(), io::ErrorKind::PermissionDenied),
        }
        fs::remove_dir_all(dir).ok();
    }

    #[test]
    fn a_link_of_another_user_chooses_no_file() {
        // In a sticky-bit folder others may put a link under a cache file's name, pointing to a
        // file of this user's: the link is theirs, and not followed.
        let dir = scratch("links");
        assert_eq!(builds_in(&dir), 1);
        let (name, mine) = (dir.join(&shelf().name), dir.join("mine"));
        fs::rename(&name, &mine).unwrap();
        std::os::unix::fs::symlink("mine", &name).unwrap();
        assert_eq!(rebuilds_in(&dir), 0, "a link of one's own is followed");
        match std::os::unix::fs::lchown(&name, Some(12_345), None) {
            Ok(()) => assert_eq!(rebuilds_in(&dir), 1, "another user's link is not followed"),
            // Only the superuser gives files away; anyone else's links are their own.
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
