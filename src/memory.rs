//! The memory tables take: whether there is room for them (and for a thread's stacks), huge
//! pages for the largest, cache files mapped into memory ([`Mapping`]), and reads asked for
//! ahead ([`prefetch`]).
//!
//! The C library's `mmap`, `munmap`, `madvise` and `posix_fadvise` are declared here, with the
//! constants Linux gives them; each call says why it is sound.

use std::ffi::c_void;
use std::fs::File;
use std::io;
use std::os::fd::AsRawFd;
use std::ptr::NonNull;

extern "C" {
    fn mmap(
        addr: *mut c_void,
        len: usize,
        prot: i32,
        flags: i32,
        fd: i32,
        offset: i64,
    ) -> *mut c_void;
    fn munmap(addr: *mut c_void, len: usize) -> i32;
    fn madvise(addr: *mut c_void, len: usize, advice: i32) -> i32;
    fn posix_fadvise(fd: i32, offset: i64, len: i64, advice: i32) -> i32;
}

const PROT_NONE: i32 = 0;
const PROT_READ: i32 = 1;
const MAP_SHARED: i32 = 1;
const MAP_PRIVATE: i32 = 2;
const MAP_ANONYMOUS: i32 = 0x20;
const MAP_NORESERVE: i32 = 0x4000;
const MADV_HUGEPAGE: i32 = 14;
const POSIX_FADV_DONTNEED: i32 = 4;

/// Whether this process can hold `bytes` more of memory now: they are asked for, and given
/// back. A table that fits so is allocated soon after, where the same room is.
pub fn room(bytes: usize) -> bool {
    Vec::<u8>::new().try_reserve_exact(bytes).is_ok()
}

/// Whether `bytes` of address space that this process has not mapped yet can be had now: they
/// are mapped, with no access and no memory behind them, and given back. Unlike [`room`],
/// memory the allocator already holds (a thread's arena reserves 64 MB) does not count: this
/// is the room that a new thread's stacks, mapped afresh, need.
pub fn unmapped_room(bytes: usize) -> bool {
    // SAFETY: a new private anonymous mapping, placed where the kernel chooses, overlaps no
    // memory that Rust refers to; with no access nothing can read or write it, and it is
    // unmapped at once, whole, by the address and length it was made with.
    unsafe {
        let at = mmap(
            std::ptr::null_mut(),
            bytes,
            PROT_NONE,
            MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
            -1,
            0,
        );
        if at as usize == usize::MAX {
            return false;
        }
        munmap(at, bytes);
    }
    true
}

/// `table` moved into memory that the kernel is asked to back with 2 MB pages where it can
/// (Linux's transparent huge pages, in their `madvise` setting): a table of hundreds of
/// megabytes read at random then costs far fewer misses of the address-translation caches.
/// The cube's optimal search took a quarter less time so (measured); elsewhere, or where there
/// is no room for the copy, the table stays as it is.
pub fn in_huge_pages(table: Vec<u8>) -> Vec<u8> {
    const HUGE_PAGE: usize = 2 << 20;
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
        // SAFETY: [start, start + len) lies in `moved`'s allocation (at <= start, start + len
        // <= end), which this function owns and nothing else refers to, and is aligned to
        // whole pages. MADV_HUGEPAGE changes only which pages the kernel backs the range with,
        // never its contents, mapping or access, so no value Rust sees changes; where the
        // advice is refused (a kernel without huge pages) the call fails and the memory is as
        // before.
        unsafe { madvise(start as *mut c_void, len, MADV_HUGEPAGE) };
    }
    moved.extend_from_slice(&table);
    moved
}

/// A file mapped into memory to be read, shared with every process that maps it: the page
/// cache holds one copy, however many processes read it. The kernel is asked to back it with
/// 2 MB pages, which it does where it reads the file in through the mapping (measured here:
/// random reads of a 1.4 GB table as quick as from anonymous huge pages).
///
/// A mapping is sound only while the file's bytes do not change under it: the table cache
/// never writes a file in place (a new copy is written under a name of its own and renamed
/// over the old, which leaves the old bytes, and this mapping, as they were), and a cache file
/// is read only if it is the user's own and no one else can write it.
#[derive(Debug)]
pub struct Mapping {
    start: NonNull<u8>,
    len: usize,
}

// SAFETY: the mapped bytes are read-only and never change (see above): reading them from any
// thread, and unmapping them once from whichever thread drops the mapping, is sound.
unsafe impl Send for Mapping {}
// SAFETY: as above; `&Mapping` gives only shared reads.
unsafe impl Sync for Mapping {}

impl Mapping {
    /// The first `len` bytes of `file` (at least one), mapped to be read.
    ///
    /// # Errors
    /// The system's, where the mapping cannot be made: no room in the address space (as
    /// `ulimit -v` limits it), or a file that cannot be mapped.
    pub fn of(file: &File, len: usize) -> io::Result<Self> {
        // SAFETY: a new address range of `len` bytes, read-only, backed by `file`,
        // which is open; the kernel checks every argument and reports MAP_FAILED (all bits
        // set) rather than touching memory Rust uses.
        let at = unsafe {
            mmap(
                std::ptr::null_mut(),
                len,
                PROT_READ,
                MAP_SHARED,
                file.as_raw_fd(),
                0,
            )
        };
        if at as usize == usize::MAX || at.is_null() {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: the range just mapped, whole pages from its page-aligned start; the advice
        // changes only which pages back it, never what it holds.
        unsafe { madvise(at, len, MADV_HUGEPAGE) };
        let start = NonNull::new(at.cast::<u8>()).expect("not null");
        Ok(Self { start, len })
    }

    /// The mapped bytes.
    pub fn bytes(&self) -> &[u8] {
        // SAFETY: `start` is the start of a mapping of `len` readable bytes that lives as long
        // as `self` and whose bytes never change while it does (see the type's documentation).
        unsafe { std::slice::from_raw_parts(self.start.as_ptr(), self.len) }
    }
}

impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: the mapping `of` made, unmapped once; no borrow of its bytes outlives `self`.
        unsafe { munmap(self.start.as_ptr().cast::<c_void>(), self.len) };
    }
}

/// Asks the kernel to drop `file`'s pages from its cache where no process maps them: a file
/// just written sits there in small pages, and read again through a mapping it comes back in
/// huge ones. Only a hint.
pub fn forget_cached(file: &File) {
    // SAFETY: advice about an open file's cached pages; it changes no memory of this process.
    unsafe { posix_fadvise(file.as_raw_fd(), 0, 0, POSIX_FADV_DONTNEED) };
}

/// Asks the memory for the cache line that holds `items[at]`, to be read soon: a hint, which
/// lets the waits of several reads overlap. Nothing where `at` is outside `items`, or the
/// processor has no such hint.
#[inline]
pub fn prefetch<T>(items: &[T], at: usize) {
    #[cfg(target_arch = "x86_64")]
    if let Some(item) = items.get(at) {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        // SAFETY: `_mm_prefetch` needs SSE, which every x86-64 processor has. It only hints
        // to the caches: it reads and writes nothing Rust sees and never faults, and the
        // address is of an item of `items`, which is borrowed for the call.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(item).cast::<i8>()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (items, at);
}
