import Glibc

/// Whether a file written in place of another kept the other's owner and group.
///
/// Root saving a person's list gives the new file back to its owner; a member of a shared
/// group keeps the list's group. A process that may not (anyone but root saving someone
/// else's file) makes the new file its own, and says so through ``LoadWarning/ownerChanged(path:owner:)``.
public enum Ownership: Sendable, Equatable {
    /// The new file has the old one's owner and group.
    case kept
    /// The new file belongs to this process's user: the old owner (`owner`, a user id) could
    /// not be kept. The group was kept when `groupKept`.
    case ownerLost(owner: UInt32, groupKept: Bool)
    /// The owner was kept (it is this process's user), the group (`group`, a group id) was not.
    case groupLost(group: UInt32)

    /// Gives the file open as `descriptor` the owner and group of `original`, as far as this
    /// process may. O(1).
    static func give(_ descriptor: Int32, like original: FileStatus) -> Ownership {
        let user = geteuid(), group = getegid()
        if original.owner == user, original.group == group { return .kept }
        if fchown(descriptor, original.owner, original.group) == 0 { return .kept }
        // Not root: the owner cannot be given away, but a member of the list's group may keep it.
        let groupKept = original.group == group || fchown(descriptor, uid_t.max, original.group) == 0
        if original.owner != user { return .ownerLost(owner: original.owner, groupKept: groupKept) }
        return groupKept ? .kept : .groupLost(group: original.group)
    }

    /// What the person should hear about it after saving `path`.
    func warnings(path: String) -> [LoadWarning] {
        if case let .ownerLost(owner, _) = self { return [.ownerChanged(path: path, owner: owner)] }
        return []
    }
}
