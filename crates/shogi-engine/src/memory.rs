//! How the searches' large tables (the bot's transposition table, the
//! mate solver's) ask for their memory and read it: pages the processor
//! can map with few translation entries, and loads started early.

/// Starts loading every cache line `items` spans. A hint only: it never
/// faults, reads nothing into Rust's view of memory and changes nothing,
/// so any slice may be given.
#[inline(always)]
pub(crate) fn prefetch<T>(items: &[T]) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        const LINE: usize = 64;
        let first = items.as_ptr().cast::<i8>();
        let skew = first as usize % LINE;
        let mut offset = 0;
        while offset < skew + size_of_val(items) {
            // SAFETY: SSE is part of every x86_64 CPU, and a prefetch is a
            // hint that never faults nor changes memory, whatever the
            // address (the pointer is never read through).
            unsafe { _mm_prefetch::<_MM_HINT_T0>(first.wrapping_sub(skew).wrapping_add(offset)) };
            offset += LINE;
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = items;
}

/// Asks Linux to back `v` with huge pages where the system leaves that to
/// the program (transparent huge pages set to `madvise`): a table of many
/// MiB probed at random misses the processor's address translations on
/// nearly every probe with 4 KiB pages.
pub(crate) fn advise_huge_pages<T>(v: &[T]) {
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let start = v.as_ptr() as usize;
        let end = start + std::mem::size_of_val(v);
        let first = start.next_multiple_of(HUGE);
        let last = end / HUGE * HUGE;
        if last > first {
            // SAFETY: the range lies inside the slice's allocation, and
            // the advice changes how the memory is backed, never its
            // contents; a refusal leaves ordinary pages.
            unsafe {
                libc::madvise(
                    first as *mut libc::c_void,
                    last - first,
                    libc::MADV_HUGEPAGE,
                );
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = v;
}
