import Collections
import Core
import Storage

extension TodoList {
    /// The list: the whole population of rows, the lens, and where the person is.
    ///
    /// The rows, the lens, the memo and the version are one value, ``content`` (``ListRows``),
    /// whose fields only its own methods change: that is what keeps the memo in step.
    public struct State: Equatable, Sendable {
        /// The rows with their lens, memo, version and change tracking.
        public internal(set) var content: ListRows
        /// Every row, in list order (order is domain data and is saved).
        public var rows: IdentifiedArrayOf<Row.State> { content.rows }
        /// The filter in front of the rows.
        public var lens: Lens { content.lens }
        /// The day rows are placed by: a pending row whose threshold is after it waits (nil, as
        /// in a state made without a date: no threshold holds a row back). The app starts with
        /// the `now` dependency's day and moves on at midnight (`ListLens.Action.dayBegan`).
        public var today: TodoDate? { content.today }
        /// The visible projection and counts, memoized.
        public var memo: ListMemo { content.memo }
        /// The selected row (an id: it survives lens changes, sorts and moves).
        public var selection: String?
        /// Marked rows, by id (``Marking`` marks and clears them).
        public var marks: Set<String> = []
        /// The row whose text field is active, by id (it may be hidden by the lens).
        public var focus: String?
        /// Whether the next key sets the priority (after `p`: ``PriorityChoice``).
        public var isChoosingPriority = false
        /// A count typed before a motion or move (`5` in `5j`, ``TypedCount``), nil when none.
        public var pendingCount: Int?
        /// The live search field, while the person types a search.
        public var searchField: EditableText?
        /// Rows being dragged with the mouse, and where they would land; nil when none are.
        public var drag: RowDrag?
        /// What is presented over the list: one sheet, popover, cover or page at a time.
        @Presents public var destination: Destination.State?
        /// Undo and redo history of domain changes.
        public var history = UndoHistory()
        /// The status line and its recent messages (``Messages``).
        public var status = Messages.State()
        /// What the status line says (``Messages/State/message``).
        public var message: StatusMessage? {
            get { status.message }
            set { status.message = newValue }
        }
        /// Saving: what changed since the last successful save, and the last failure.
        public var persistence = Saving.Persistence()
        /// Storage bookkeeping: the base generation, and an outside change waiting for the
        /// save or reload under way. Equality leaves it out.
        var storageSync = StorageSync()
        /// How many rows one slice of a search examines: small enough that a key which starts
        /// or continues a search stays well under a millisecond at a million rows. Tuning,
        /// so equality leaves it out.
        public var lensSliceRows: Int {
            get { content.lensSliceRows }
            set { content.lensSliceRows = newValue }
        }
        /// A list the person chose in the list picker, until the session showing the lists
        /// takes it (``ListPicking``).
        public var requestedList: String?
        /// Whether a `continueSearch` is on its way (transient bookkeeping).
        var isSearchContinuationPending = false
        /// Rows the person changed whose older note in the line should move to a file
        /// (``TodoList/moveInlineNotes(_:_:)`` takes them after the action; bookkeeping).
        var notesToMove: Set<String> = []

        /// The rows a search examines per slice unless a test says otherwise, and where the
        /// app's session starts before it sizes slices by their time (``LensSliceTuner``). A
        /// row read in place is examined from its line's bytes, about 0.4 µs for a usual row on
        /// a fast machine: 768 keep a slice near the tuner's 0.3 ms there.
        public static let defaultLensSliceRows = 768

        public init(
            rows: IdentifiedArrayOf<Row.State> = [],
            lens: Lens = Lens(),
            today: TodoDate? = nil,
            selection: String? = nil,
            focus: String? = nil,
            destination: Destination.State? = nil
        ) {
            content = ListRows(rows: rows, lens: lens, today: today, lensSliceRows: Self.defaultLensSliceRows)
            self.selection = selection ?? rows.first?.id
            self.focus = focus
            _destination = Presents(wrappedValue: destination)
        }

        public static func == (lhs: State, rhs: State) -> Bool {
            lhs.content == rhs.content && lhs.selection == rhs.selection
                && lhs.marks == rhs.marks && lhs.focus == rhs.focus && lhs.searchField == rhs.searchField
                && lhs.destination == rhs.destination && lhs.history == rhs.history
                && lhs.status == rhs.status && lhs.persistence == rhs.persistence
                && lhs.isChoosingPriority == rhs.isChoosingPriority && lhs.pendingCount == rhs.pendingCount
                && lhs.drag == rhs.drag && lhs.requestedList == rhs.requestedList
        }

        // MARK: Derived values (memoized, never stored twice)

        /// The visible rows' ids, in list order. O(1); indexing it is O(log visible).
        public var visibleIDs: RowIDList { content.visibleIDs }

        /// Whether the lens's search is still examining rows (the projection covers the rows
        /// before its frontier only). O(1).
        public var isSearching: Bool { !memo.isComplete }

        /// Whether a sort lens is being built (the screen shows the file's order until then). O(1).
        public var isSorting: Bool { content.isSorting }

        /// How many rows there are; how many current rows are pending and done; how many rows
        /// wait for their threshold, and how many `h:1` hides. O(1).
        public var counts: RowCounts {
            RowCounts(all: rows.count, pending: memo.pendingCount, done: memo.doneCount, future: memo.futureCount,
                      hidden: memo.hiddenCount)
        }

        /// The offset on screen (among visible rows) of row `id`, or nil if hidden. O(log visible).
        public func visibleOffset(of id: String) -> Int? { content.visibleOffset(of: id) }

        /// The visible offset a drag's drop place stands for (``ListRows/visibleOffset(of:)-place``).
        public func visibleOffset(of place: RowDrag.Place) -> Int? { content.visibleOffset(of: place) }

        /// The row the cursor is on: the selection when visible, else the nearest visible row
        /// after it (or the last one). O(log visible).
        public var effectiveSelection: String? {
            let visible = visibleIDs
            guard !visible.isEmpty else { return nil }
            guard let selection, let offset = rows.index(id: selection) else { return visible.first }
            return visible[Swift.min(content.insertionPoint(forRowAt: offset), visible.count - 1)]
        }

        /// The visible offset of ``effectiveSelection``. O(log visible).
        public var selectedVisibleOffset: Int? {
            effectiveSelection.flatMap(visibleOffset(of:))
        }

        /// Whether the focused row is hidden by the lens (the screen says so).
        public var isFocusHidden: Bool {
            guard let focus else { return false }
            return visibleOffset(of: focus) == nil
        }

        /// The names of every `+project` and `@context` used in the list (Storage's
        /// ``TodoWord`` rules), sorted; canonically equivalent names are listed once, as the
        /// lens finds them all. O(total text length): it makes a string only for tag words
        /// (opening the filter popover at 100k rows took 390 ms when every word became one).
        public func tagsInUse() -> (projects: [String], contexts: [String]) {
            var projects = Set<String>(), contexts = Set<String>()
            rows.withUnsafeStorage { buffer in
                for index in buffer.indices {
                    var text = buffer[index].item.text
                    text.withUTF8 { bytes in
                        TodoWord.forEachTag(in: bytes) { marker, name in
                            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self)
                            if marker == TodoWord.projectMarker { projects.insert(name) } else { contexts.insert(name) }
                            return true
                        }
                    }
                }
            }
            return (projects.sorted(), contexts.sorted())
        }
    }
}

extension TodoList.State {
    /// Whether memory holds changes the files do not.
    public var hasUnsavedChanges: Bool { content.version != persistence.savedVersion || !persistence.doneFile.isEmpty }
}
