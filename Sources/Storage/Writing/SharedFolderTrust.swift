import Glibc

/// Whom Lista trusts for a file it writes beside a list (`done.txt`) that is already there.
///
/// In a shared folder (sticky and world-writable, or a group's) anyone who may create files
/// may plant a link or a file at a name Lista uses, to make a process of another user (root
/// above all) write where they chose, or to read the rows it writes. Lista writes through such
/// a file only when it belongs to this process's user, to root, or to the list's owner, or when
/// it is in the list's group and that group may write the list (its members may change the list
/// itself anyway). A name Lista creates fresh each time (a save's temporary file) needs no
/// trust: it is created with `O_EXCL | O_NOFOLLOW`.
enum SharedFolderTrust {
    /// Whether a file (or link) with `status` may be written through for the list with status
    /// `list` (nil: there is no list, only this process's user and root are trusted). O(1).
    static func trusts(_ status: FileStatus, list: FileStatus?) -> Bool {
        let user = UInt32(geteuid())
        if status.owner == user || status.owner == 0 { return true }
        guard let list else { return false }
        if status.owner == list.owner { return true }
        return list.permissions & 0o020 != 0 && status.group == list.group
    }
}
