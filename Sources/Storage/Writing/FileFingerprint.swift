import Glibc

/// What `stat` says about a file: enough to notice most changes without reading it.
public struct FileStatus: Sendable, Hashable {
    /// Size in bytes.
    public var size: Int64
    /// Modification time: seconds since the epoch.
    public var modifiedSeconds: Int
    /// Modification time: the nanoseconds part.
    public var modifiedNanoseconds: Int
    /// The inode: a rename over the file gives a new one.
    public var inode: UInt64
    /// The device the file is on.
    public var device: UInt64
    /// Permission bits (`st_mode & 0o7777`).
    public var permissions: UInt32
    /// Whether the path is a directory.
    public var isDirectory: Bool
    /// Whether the path is a regular file (not a folder, FIFO, device or socket).
    public var isRegular: Bool
    /// The owner's user id.
    public var owner: UInt32
    /// The group id.
    public var group: UInt32
    /// How many names (hard links) the file has.
    public var links: UInt64

    init(_ info: stat) {
        size = Int64(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
        inode = UInt64(info.st_ino)
        device = UInt64(info.st_dev)
        permissions = UInt32(info.st_mode) & 0o7777
        isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        isRegular = (info.st_mode & S_IFMT) == S_IFREG
        owner = UInt32(info.st_uid)
        group = UInt32(info.st_gid)
        links = UInt64(info.st_nlink)
    }

    /// Whether the file may have been written since it had status `earlier`: any change but
    /// its count of names. A save's own rename takes the replaced file's only name, which is
    /// no write to it. O(1).
    public func mayHaveBeenWritten(since earlier: FileStatus) -> Bool {
        var same = self
        same.links = earlier.links
        return same != earlier
    }

    /// The status of `path` itself (a symbolic link's own, not its target's); nil when it
    /// cannot be read (nothing there, among other reasons).
    static func ofLink(_ path: String) -> FileStatus? {
        var info = stat()
        return lstat(path, &info) == 0 ? FileStatus(info) : nil
    }

    /// The status of `path`, nil when nothing is there; throws for other errors.
    public static func of(_ path: String) throws -> FileStatus? {
        var info = stat()
        if stat(path, &info) == 0 { return FileStatus(info) }
        let code = errno
        if code == ENOENT { return nil }
        if code == ENOTDIR { throw StorageError.directoryMissing(path: path) }
        throw StorageError.from(errno: code, path: path, operation: "check")
    }
}

/// A file's identity and content at one moment: `stat` data plus a hash of the bytes, so even an
/// edit that keeps size and modification time (coarse clocks, fast edits) is noticed.
public struct FileFingerprint: Sendable, Hashable {
    /// The `stat` part.
    public var status: FileStatus
    /// FNV-1a 64 of the content.
    public var contentHash: UInt64
}

// In an extension, so that the memberwise init (a status and a hash already computed, e.g.
// while writing) stays.
extension FileFingerprint {
    /// A fingerprint from a status and the bytes read with it.
    public init(status: FileStatus, bytes: [UInt8]) {
        self.status = status
        self.contentHash = StreamHash.of(bytes)
    }

    /// The fingerprint of an open file, read from offset 0 in 64 KB chunks: the same value as
    /// reading the whole file, without holding its content (a 100k-row file is 7 MB). Throws
    /// `StorageError`. O(file size) time, O(1) memory.
    static func read(_ descriptor: Int32, path: String) throws -> FileFingerprint {
        var hash = StreamHash()
        let status = try POSIXIO.readChunks(descriptor, path: path, chunkSize: 1 << 16) { chunk in
            hash.add(chunk)
        }
        return FileFingerprint(status: status, contentHash: hash.value)
    }
}
