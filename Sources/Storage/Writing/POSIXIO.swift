import Glibc

/// Small wrappers around open/read/write/fsync that retry on EINTR and throw `StorageError`.
enum POSIXIO {
    /// Reads a whole regular file and the status it had while open (so both describe the same file).
    static func readFile(_ path: String) throws -> (bytes: [UInt8], status: FileStatus) {
        let descriptor = try openRegularFile(path)
        defer { close(descriptor) }
        return try readAll(descriptor, path: path)
    }

    /// Opens `path` for reading when it is a regular file (a link to one included); throws
    /// `StorageError` otherwise (`.isDirectory`, `.notARegularFile`) without reading a byte.
    /// The open itself never blocks: a FIFO would wait for a writer, so it is opened without
    /// blocking, seen for what it is and closed. O(1).
    static func openRegularFile(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw openError(errno, path: path) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw StorageError.from(errno: code, path: path, operation: "read")
        }
        let status = FileStatus(info)
        guard status.isRegular else {
            close(descriptor)
            throw status.isDirectory ? StorageError.isDirectory(path: path) : StorageError.notARegularFile(path: path)
        }
        // A regular file's reads never wait; the flag goes so the descriptor reads as usual.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    /// Reads everything from an open descriptor, from offset 0, with its status: straight
    /// into one array the size the file had (on huge pages, ``HugePages``; a large file in
    /// parts on several cores, ``readParts(_:into:size:)``), then any bytes the file grew by
    /// meanwhile, up to ``growthAllowed(over:)``: a file another program keeps appending to
    /// (`yes > todo.txt`) throws ``StorageError/keepsGrowing(path:)`` instead of being read
    /// without end.
    static func readAll(_ descriptor: Int32, path: String) throws -> (bytes: [UInt8], status: FileStatus) {
        let status = try startReading(descriptor, path: path)
        // One byte more than the size, so that a read that fills it tells the file grew.
        let room = Swift.max(0, Int(status.size)) + 1
        var bytes = try HugePages.array(capacity: room) { (buffer: UnsafeMutableBufferPointer<UInt8>, count: inout Int) in
            if room - 1 >= parallelReadBytes, Concurrently.threads > 1 {
                switch readParts(descriptor, into: buffer, size: room - 1) {
                case .whole:
                    count = room - 1
                    guard lseek(descriptor, off_t(count), SEEK_SET) >= 0 else { throw StorageError.from(errno: errno, path: path, operation: "read") }
                case .shorter:
                    // The file shrank while it was read: read it again in turn.
                    guard lseek(descriptor, 0, SEEK_SET) >= 0 else { throw StorageError.from(errno: errno, path: path, operation: "read") }
                case let .failed(error):
                    throw StorageError.from(errno: error, path: path, operation: "read")
                }
            }
            while count < buffer.count {
                let read = retrying { Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count) }
                if read < 0 { throw StorageError.from(errno: errno, path: path, operation: "read") }
                if read == 0 { break }
                count += read
            }
        }
        if bytes.count == room {
            try readToEnd(descriptor, path: path, chunkSize: 1 << 20, limit: room - 1 + growthAllowed(over: room - 1)) {
                bytes.append(contentsOf: $0)
            }
        }
        return (bytes, status)
    }

    /// From this size on a file is read in parts on several cores: the copy into fresh memory
    /// (and, in a virtual machine, the first touch of each page) is most of reading it.
    static let parallelReadBytes = 4 << 20

    private enum PartsRead { case whole, shorter, failed(Int32) }

    /// Reads the first `size` bytes of the file into `buffer` with `pread`, one part of it per
    /// core; the descriptor's offset is left alone.
    private static func readParts(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, size: Int) -> PartsRead {
        let threads = Concurrently.threads
        let outcomes = Concurrently.map(threads) { part -> PartsRead in
            let lower = size / threads * part
            let upper = part == threads - 1 ? size : size / threads * (part + 1)
            var offset = lower
            HugePages.prefault(UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[lower..<upper]))
            while offset < upper {
                let read = retrying { pread(descriptor, buffer.baseAddress! + offset, upper - offset, off_t(offset)) }
                if read < 0 { return .failed(errno) }
                if read == 0 { return .shorter }
                offset += read
            }
            return .whole
        }
        for outcome in outcomes {
            if case .failed = outcome { return outcome }
        }
        return outcomes.allSatisfy { if case .whole = $0 { true } else { false } } ? .whole : .shorter
    }

    /// Reads an open descriptor from offset 0 in chunks of `chunkSize`, handing each to `body`
    /// (the buffer is reused: copy what you keep), and returns the status it had while open.
    /// `sizeHint` learns the file's size first. Retries EINTR; throws `StorageError` (a folder
    /// is refused by name; a file that grows past ``growthAllowed(over:)`` while it is read,
    /// `.keepsGrowing`). O(file size) time, O(min(chunkSize, file size)) memory: a small
    /// file gets a buffer of its own size (a 1 MB buffer cost 256 page faults at every start).
    static func readChunks(_ descriptor: Int32, path: String, chunkSize: Int, sizeHint: (Int) -> Void = { _ in },
                           _ body: (ArraySlice<UInt8>) -> Void) throws -> FileStatus {
        let status = try startReading(descriptor, path: path)
        let size = Swift.max(0, Int(status.size))
        sizeHint(size)
        try readToEnd(descriptor, path: path, chunkSize: size > 0 ? min(chunkSize, size + 1) : chunkSize,
                      limit: size + growthAllowed(over: size), body)
        return status
    }

    /// Goes back to offset 0 and returns the descriptor's status; a folder is refused by name.
    private static func startReading(_ descriptor: Int32, path: String) throws -> FileStatus {
        guard lseek(descriptor, 0, SEEK_SET) >= 0 || errno == ESPIPE else {
            throw StorageError.from(errno: errno, path: path, operation: "read")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw StorageError.from(errno: errno, path: path, operation: "read") }
        let status = FileStatus(info)
        if status.isDirectory { throw StorageError.isDirectory(path: path) }
        return status
    }

    /// How many bytes a file may grow by while it is read, over the `size` its status gave when
    /// the read began: rows a program appends meanwhile are read with the rest, but a writer
    /// that never stops cannot make the read last for ever or fill memory. As much again as the
    /// file held, and at least 16 MB. O(1).
    static func growthAllowed(over size: Int) -> Int {
        Swift.max(size, 16 << 20)
    }

    /// Reads from where the descriptor is to its end, in chunks of `chunkSize`; throws
    /// `.keepsGrowing` once the descriptor's offset passes `limit`.
    private static func readToEnd(_ descriptor: Int32, path: String, chunkSize: Int, limit: Int,
                                  _ body: (ArraySlice<UInt8>) -> Void) throws {
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        var offset = Int(lseek(descriptor, 0, SEEK_CUR))
        while true {
            if offset > limit { throw StorageError.keepsGrowing(path: path) }
            let count = retrying { chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) } }
            if count < 0 { throw StorageError.from(errno: errno, path: path, operation: "read") }
            if count == 0 { break }
            offset += count
            body(chunk[0..<count])
        }
    }

    /// Writes every byte, retrying short writes and EINTR.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], path: String) throws {
        try writeAll(descriptor, bytes[...], path: path)
    }

    /// Writes every byte of a slice, retrying short writes and EINTR.
    static func writeAll(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>, path: String) throws {
        try bytes.withUnsafeBytes { try writeAll(descriptor, $0, path: path) }
    }

    /// Writes every byte of `bytes`, retrying short writes and EINTR.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws {
        var offset = 0
        while offset < bytes.count {
            let count = retrying { write(descriptor, bytes.baseAddress! + offset, bytes.count - offset) }
            if count < 0 { throw StorageError.from(errno: errno, path: path, operation: "write") }
            offset += count
        }
    }

    /// fsync, retrying EINTR.
    static func sync(_ descriptor: Int32, path: String) throws {
        guard retrying({ Int(fsync(descriptor)) }) == 0 else { throw StorageError.from(errno: errno, path: path, operation: "flush to disk") }
    }

    /// What `call` (a system call) returns, called again while it fails with EINTR: the one
    /// retry of an interrupted call. A negative result leaves its `errno` as the call set it.
    @inline(__always)
    static func retrying(_ call: () -> Int) -> Int {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }

    /// Flushes the folder holding `path` to disk (a file created or renamed there survives a
    /// power cut); a failure is not reported.
    static func syncFolder(of path: String) {
        let descriptor = open(directoryOf(path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// The names in `folder` that `keep` keeps, sorted; empty when the folder cannot be read.
    /// O(files in the folder).
    static func names(in folder: String, where keep: (String) -> Bool) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if keep(name) { names.append(name) }
        }
        return names.sorted()
    }

    /// Maps an open() failure: ENOENT becomes "file missing" or "folder gone".
    static func openError(_ code: Int32, path: String) -> StorageError {
        if code == ENOENT || code == ENOTDIR {
            let directory = directoryOf(path)
            var info = stat()
            if stat(directory, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR {
                return .directoryMissing(path: path)
            }
            return .fileMissing(path: path)
        }
        return StorageError.from(errno: code, path: path, operation: "open")
    }

    /// `path` with its symbolic links resolved; `path` itself when it cannot be (nothing there).
    static func resolvingLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The directory part of a path ("." when there is none).
    static func directoryOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// The last component of a path.
    static func nameOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
