import Glibc
import Synchronization

/// A file's bytes for reading once through (`lista ls`, ``FileRows``): held in an array, or
/// mapped from the file (``mapped(path:)``), which neither copies them nor touches fresh
/// memory, most of reading a large file in this VM.
///
/// A mapped file that another program shortens meanwhile would kill the process on the next
/// read of a page past its new end (SIGBUS): such a page reads as zeros instead
/// (``MappingGuard``), as a read racing the same writer would have read a torn file.
public final class FileBytes: @unchecked Sendable {
    private let array: [UInt8]
    /// The mapping, when mapped.
    private let mapping: UnsafeRawBufferPointer?

    /// Bytes already in memory.
    public init(_ bytes: [UInt8]) {
        array = bytes
        mapping = nil
    }

    private init(mapping: UnsafeRawBufferPointer) {
        array = []
        self.mapping = mapping
    }

    deinit {
        guard let mapping else { return }
        MappingGuard.release(mapping)
        munmap(UnsafeMutableRawPointer(mutating: mapping.baseAddress), mapping.count)
    }

    /// The regular file at `path`, mapped read-only; read into memory instead when it is
    /// empty, not a regular file, or cannot be mapped (or another file is mapped already).
    /// Throws as ``TodoStore/readBytes()`` does (`StorageError`).
    public static func mapped(path: String) throws -> FileBytes {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXIO.openError(errno, path: path) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0,
           let address = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0), address != MAP_FAILED {
            let mapping = UnsafeRawBufferPointer(start: address, count: Int(info.st_size))
            if MappingGuard.claim(mapping) {
                _ = madvise(address, mapping.count, MADV_SEQUENTIAL)
                return FileBytes(mapping: mapping)
            }
            munmap(address, mapping.count)
        }
        return FileBytes(try POSIXIO.readAll(descriptor, path: path).bytes)
    }

    /// Calls `body` with the bytes. O(1).
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        guard let mapping else { return try array.withUnsafeBufferPointer(body) }
        return try body(mapping.bindMemory(to: UInt8.self))
    }

    /// How many bytes.
    public var count: Int { mapping?.count ?? array.count }
}

/// Turns a read past the end of a mapped file that was shortened (SIGBUS) into a page of
/// zeros: the handler maps an empty page over the faulting one, and the read goes on. One
/// mapping is guarded at a time; a fault anywhere else is left to the default action.
enum MappingGuard {
    private static let start = Atomic<Int>(0)
    private static let end = Atomic<Int>(0)
    private static let installed = Atomic<Bool>(false)
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Guards `mapping`; false when another mapping is guarded.
    static func claim(_ mapping: UnsafeRawBufferPointer) -> Bool {
        let lower = Int(bitPattern: mapping.baseAddress)
        guard start.compareExchange(expected: 0, desired: lower, ordering: .acquiringAndReleasing).exchanged else { return false }
        end.store(lower + mapping.count, ordering: .releasing)
        if !installed.exchange(true, ordering: .acquiringAndReleasing) { install() }
        return true
    }

    /// Stops guarding `mapping`, before it is unmapped.
    static func release(_ mapping: UnsafeRawBufferPointer) {
        end.store(0, ordering: .releasing)
        start.store(0, ordering: .releasing)
    }

    private static func install() {
        _ = pageSize
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { signal, info, _ in
            let address = Int(bitPattern: info?.pointee._sifields._sigfault.si_addr)
            if address >= MappingGuard.start.load(ordering: .acquiring), address < MappingGuard.end.load(ordering: .acquiring) {
                let page = address & ~(MappingGuard.pageSize - 1)
                if mmap(UnsafeMutableRawPointer(bitPattern: page), MappingGuard.pageSize, PROT_READ,
                        MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) != MAP_FAILED {
                    return
                }
            }
            // Not ours: the fault happens again, with the default action.
            Glibc.signal(signal, SIG_DFL)
        }
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        sigaction(SIGBUS, &action, nil)
    }
}
