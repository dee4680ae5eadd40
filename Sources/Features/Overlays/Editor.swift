import Core
import Storage

/// The editor sheet: edits one row's text, priority, due date, tags and notes in a draft.
///
/// Saving hands the draft to whoever presented it (``Action/Delegate/save(_:)``) and dismisses.
/// Leaving with unsaved changes first asks (a nested confirmation), so typed text is never
/// thrown away silently. The editor does not know it is shown as a sheet.
public struct Editor: Reducer {
    /// The fields, in Tab order.
    public enum Field: Int, CaseIterable, Equatable, Sendable {
        case text, priority, due, tags, notes

        public var title: String {
            switch self {
            case .text: "Text"
            case .priority: "Priority"
            case .due: "Due"
            case .tags: "Tags"
            case .notes: "Notes"
            }
        }

        /// Where the field's text is in a ``Draft``.
        var path: WritableKeyPath<Draft, String> {
            switch self {
            case .text: \.text
            case .priority: \.priority
            case .due: \.due
            case .tags: \.tags
            case .notes: \.notes
            }
        }
    }

    /// The draft's values, as typed.
    public struct Draft: Equatable, Sendable {
        public var text: String
        public var priority = ""
        public var due = ""
        public var tags = ""
        public var notes = ""

        /// The value of one field.
        public subscript(field: Field) -> String {
            get { self[keyPath: field.path] }
            set { self[keyPath: field.path] = newValue }
        }
    }

    /// A validated draft, ready to apply to the row.
    public struct Changes: Equatable, Sendable {
        public var rowID: String
        public var draft: Draft
        public var priority: Character?
        public var due: TodoDate?
        /// The note's new text, when the Notes field was changed; nil leaves the note as it is.
        public var note: String?
        /// The note's text when the sheet opened (its file's, as read), when the Notes field was
        /// changed: what undo writes back to a note file.
        public var noteBefore: String? = nil
    }

    public struct State: Equatable, Identifiable, Sendable {
        public let id: String
        /// The values the sheet opened with (the note's once its file is read).
        public var original: Draft
        public var draft: Draft
        public var focusedField = Field.text
        /// The focused field's cursor, in graphemes.
        public var cursor: Int
        /// Why the draft cannot be saved yet, in plain words.
        public var problem: String?
        @Presents public var confirm: ConfirmDiscard.State? = nil
        /// The day dates typed as words (`tomorrow`, `fri`, `2w`) count from; nil: only
        /// `YYYY-MM-DD` is a date.
        public var today: TodoDate?
        /// The name of the row's note file; nil when its note is none or in the line.
        public let noteFile: String?
        /// What reading the note file found; nil until it is read (or when there is no file).
        public var note: NoteReading?

        /// Edits `row`, with the cursor at the end of its text; `today` reads typed dates.
        public init(row: Row.State, today: TodoDate? = nil) {
            self.today = today
            id = row.id
            original = Draft(row.item)
            noteFile = row.item.note?.fileName
            draft = original
            cursor = CharacterWalk.count(original.text)
        }

        public var hasUnsavedChanges: Bool { draft != original }

        /// Whether the Notes field holds the note as it is (read from its file, or in the line),
        /// so a change typed there may be written.
        public var noteIsKnown: Bool {
            guard noteFile != nil else { return true }
            switch note {
            case .text?, .missing?: return true
            case .failed?, nil: return false
            }
        }

        /// What the due field says, read as a date (``TypedDate``); nil when it is empty.
        public var dueDate: Result<TodoDate, TypedDate.Problem>? {
            let text = draft.due.trimmingHorizontalSpace()
            guard !text.isEmpty else { return nil }
            if let today { return TypedDate.read(Substring(text), today: today) }
            return TodoDate(text).map { .success($0) } ?? .failure(TypedDate.Problem(typed: text))
        }
    }

    public enum Action: Equatable, Sendable {
        /// The sheet is up: read the row's note file, if it has one.
        case started
        /// The row's note file was read.
        case noteRead(NoteReading)
        case edit(TextEdit)
        case nextField
        case previousField
        /// A click on a field: focus it, the cursor before grapheme `cursor` (clamped).
        case focusField(Field, cursor: Int)
        case saveTapped
        /// Esc: leave, asking first when the draft has unsaved changes.
        case cancelTapped
        case confirm(PresentationAction<ConfirmDiscard.Action>)
        case delegate(Delegate)

        public enum Delegate: Equatable, Sendable {
            case save(Changes)
        }
    }

    static let confirmPath = CasePath<Action, PresentationAction<ConfirmDiscard.Action>>(
        embed: { .confirm($0) }, extract: { if case let .confirm(action) = $0 { action } else { nil } })

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.notes) var notes

    public init() {}

    public var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .started:
                guard let name = state.noteFile else { return .none }
                return .run(name: "read the note") { [notes] send in
                    send(.noteRead(await notes.read(name)))
                }
            case let .noteRead(reading):
                state.note = reading
                switch reading {
                case let .text(text):
                    // The field shows the file's text unless the person typed there meanwhile.
                    if state.draft.notes == state.original.notes {
                        state.draft.notes = text
                        if state.focusedField == .notes { state.cursor = text.count }
                    }
                    state.original.notes = text
                case .missing:
                    break
                case let .failed(reason):
                    state.problem = "The note could not be read, so it cannot be changed here: \(reason.withoutFinalPeriod)"
                }
                return .none
            case let .edit(edit):
                var field = EditableText(state.draft[state.focusedField], cursor: state.cursor)
                field.apply(edit)
                state.draft[state.focusedField] = field.text
                state.cursor = field.cursor
                if edit.changesText { state.problem = nil }
                return .none
            case .nextField, .previousField:
                let all = Field.allCases
                let step = action == .nextField ? 1 : all.count - 1
                state.focusedField = all[(state.focusedField.rawValue + step) % all.count]
                state.cursor = CharacterWalk.count(state.draft[state.focusedField])
                return .none
            case let .focusField(field, cursor):
                state.focusedField = field
                state.cursor = CharacterWalk.index(cursor, in: state.draft[field]).characters
                return .none
            case .saveTapped, .confirm(.presented(.save)):
                state.confirm = nil
                switch Self.validate(state) {
                case let .success(changes):
                    return .merge(.send(.delegate(.save(changes))), .dismiss(dismiss))
                case let .failure(problem):
                    state.problem = problem.message
                    state.focusedField = problem.field
                    state.cursor = CharacterWalk.count(state.draft[problem.field])
                    return .none
                }
            case .cancelTapped:
                guard state.hasUnsavedChanges else { return .dismiss(dismiss) }
                state.confirm = ConfirmDiscard.State()
                return .none
            case .confirm(.presented(.discard)):
                state.confirm = nil
                return .dismiss(dismiss)
            case .confirm(.presented(.keepEditing)):
                state.confirm = nil
                return .none
            case .confirm, .delegate:
                return .none
            }
        }
        .ifLet(\.$confirm, action: Self.confirmPath) { ConfirmDiscard() }
    }

    struct Problem: Error {
        let field: Field
        let message: String
    }

    /// Checks the priority (one letter A-Z, or empty), the due date (a typed date, or empty)
    /// and the `due:`/`t:` dates typed in the text and tags.
    static func validate(_ state: State) -> Result<Changes, Problem> {
        let priorityText = state.draft.priority.trimmingHorizontalSpace().uppercased()
        var priority: Character?
        if !priorityText.isEmpty {
            guard priorityText.count == 1, let letter = priorityText.first, ("A"..."Z").contains(letter) else {
                return .failure(Problem(field: .priority, message: "Priority is one letter from A to Z (or empty)"))
            }
            priority = letter
        }
        var due: TodoDate?
        switch state.dueDate {
        case .none: break
        case let .success(date)?: due = date
        case let .failure(problem)?: return .failure(Problem(field: .due, message: "Due: \(problem)"))
        }
        if let today = state.today {
            for field in [Field.text, .tags] {
                if let problem = TypedDate.resolvingDates(in: state.draft[field], today: today).problems.first {
                    return .failure(Problem(field: field, message: "\(field.title): \(problem)"))
                }
            }
        }
        var note: String?
        var noteBefore: String?
        if state.draft.notes != state.original.notes {
            guard state.noteIsKnown else {
                let name = state.noteFile ?? ""
                return .failure(Problem(field: .notes, message: "Notes: the file \(name) was not read, so it is not written (Esc leaves it)"))
            }
            note = state.draft.notes
            noteBefore = state.original.notes
        }
        return .success(Changes(rowID: state.id, draft: state.draft, priority: priority, due: due, note: note, noteBefore: noteBefore))
    }
}

/// "Discard unsaved changes?" — presented inside the editor.
public struct ConfirmDiscard: Reducer {
    public struct State: Equatable, Sendable {}

    public enum Action: Equatable, Sendable {
        case discard
        case keepEditing
        case save
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

// In an extension, so that the memberwise init (`Draft(text:)`, the other fields empty) stays.
extension Editor.Draft {
    /// The draft of `item`: tag words (+project, @context, key:value, as Storage's
    /// ``TodoWord`` defines them) go to `tags`, links and other words to `text`.
    public init(_ item: TodoItem) {
        (text, tags) = TodoWord.separatingTagWords(item.text)
        priority = item.priority.map(String.init) ?? ""
        due = item.due?.description ?? ""
        // A note file's text comes from the file, once read (``Editor/Action/noteRead(_:)``).
        notes = item.note?.inlineText ?? ""
    }
}
