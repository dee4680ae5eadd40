/// The to-do lists that sit beside a list: the `*.txt` files of its folder, except the two
/// todo.sh keeps there for itself (done.txt, its archive, and report.txt, its counts).
public enum ListFolder {
    /// The names todo.sh keeps beside todo.txt, which are not lists.
    public static let notLists: Set<String> = ["done.txt", "report.txt"]

    /// Whether a file called `name` is a list: it ends in `.txt`, has a name before it, is not
    /// hidden (a save's temporary file is) and is not one of ``notLists``. ``lists(in:)`` also
    /// keeps regular files only.
    public static func isList(named name: String) -> Bool {
        name.hasSuffix(".txt") && name.count > 4 && !name.hasPrefix(".") && !notLists.contains(name)
    }

    /// The absolute paths of the lists in `folder`, sorted by name; empty when the folder
    /// cannot be read (the picker then offers the recent lists alone). O(files in the folder).
    public static func lists(in folder: String) -> [String] {
        POSIXIO.names(in: folder) { name in
            // A FIFO or a device is not a list: opening one would wait or read without end.
            isList(named: name) && (try? FileStatus.of(path(folder, name)))?.isRegular == true
        }.map { path(folder, $0) }
    }

    /// The list's folder: `/srv/todo.txt` is in `/srv`.
    public static func folder(of list: String) -> String { POSIXIO.directoryOf(list) }

    private static func path(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
