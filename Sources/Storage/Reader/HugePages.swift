import Glibc

/// Large buffers backed by the kernel's 2 MiB pages where it allows them (transparent huge
/// pages on request, `madvise`): the first write into a large buffer, a file read whole or a
/// table of a million rows, then takes one page fault per 2 MiB, not one per 4 KiB.
enum HugePages {
    static let size = 2 << 20

    /// Asks for huge pages for the whole 2 MiB pages inside `buffer`, before it is first
    /// written. Nothing happens for a small buffer, or where the kernel says no. O(1).
    static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        guard let base = buffer.baseAddress, buffer.count >= 2 * size else { return }
        let start = (Int(bitPattern: base) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: base) + buffer.count) & ~(size - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, Int32(MADV_HUGEPAGE))
    }

    /// Maps every page of `buffer` writable before it is first written (`MADV_POPULATE_WRITE`),
    /// in one call rather than one page fault per page: for a buffer about to be filled whole.
    /// Nothing happens where the kernel (before 5.14) says no. O(pages).
    static func prefault(_ buffer: UnsafeMutableRawBufferPointer) {
        guard let base = buffer.baseAddress else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
        let end = (Int(bitPattern: base) + buffer.count) & ~(page - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, Int32(MADV_POPULATE_WRITE))
    }

    /// An array of `capacity` elements, at most, on huge pages: `fill` initializes the first
    /// of them and sets how many (as `Array(unsafeUninitializedCapacity:initializingWith:)`).
    static func array<Element>(capacity: Int, _ fill: (UnsafeMutableBufferPointer<Element>, inout Int) throws -> Void) rethrows -> [Element] {
        try [Element](unsafeUninitializedCapacity: capacity) { buffer, count in
            advise(UnsafeMutableRawBufferPointer(buffer))
            try fill(buffer, &count)
        }
    }

    /// An empty array with room for `capacity` elements on huge pages: appending up to that
    /// many faults one page per 2 MiB (beyond it, the array grows as any does).
    static func reserved<Element>(_ capacity: Int) -> [Element] {
        array(capacity: capacity) { (_: UnsafeMutableBufferPointer<Element>, _: inout Int) in }
    }
}
