/// The rows a brand-new list starts with: they teach the keys by being the list.
public enum StarterList {
    /// The starter rows, each with a fresh random id.
    public static func file() -> TodoFile {
        let rows = [
            "Welcome to Lista! Move with j/k (or the arrow keys) +lista",
            "Press a to add a row, e to edit the selected one +lista",
            "Press x to mark a row done, d to delete it +lista",
            "Press / to search and f to filter by +project or @context +lista",
            "Press ? for every key, q to quit. Your list is a plain todo.txt file +lista",
        ]
        var ids = Set<String>()
        let items = rows.map { text -> TodoItem in
            let id = TodoID.random(avoiding: ids)
            ids.insert(id)
            return TodoItem(id: id, writesID: false, text: text)
        }
        return TodoFile(items: items)
    }
}
