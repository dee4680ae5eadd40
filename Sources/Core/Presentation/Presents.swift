/// A slot that presents a child feature when it holds a value (`@Presents var destination`).
/// Assigning presents; assigning nil dismisses (and cancels the child's effects when the slot's
/// reducer is `ifLet`'d); assigning a different child replaces (dismiss old + present new).
///
/// The projected value (`$destination`) is the slot itself: what is presented, and the
/// identity of this presentation, which changes when a different child takes the slot.
@propertyWrapper
public struct Presents<State> {
    /// The presented child's state.
    public var wrappedValue: State? {
        get { value }
        set { replace(with: newValue) }
    }

    /// The slot, for `ifLet(\.$destination, …)`.
    public var projectedValue: Presents<State> {
        get { self }
        set { self = newValue }
    }

    @usableFromInline var value: State?
    /// Changes each time a new child is presented (not when the same child changes).
    public private(set) var presentationID: Int
    /// What tells the presented child apart from another (its enum case and `Identifiable` id),
    /// as it was when presented; nil when nothing is.
    private var identity: String?
    /// The presentation whose effects the slot's reducer last let run, or nil. The reducer
    /// compares it with what the slot holds when an action reaches it, so a child that left the
    /// slot by a write outside the reducer still has its effects cancelled.
    var livePresentationID: Int?

    public init(wrappedValue: State?) {
        value = wrappedValue
        identity = wrappedValue.map(PresentationIdentity.of)
        presentationID = wrappedValue == nil ? 0 : PresentationIdentity.nextID()
    }

    mutating func replace(with newValue: State?) {
        defer { value = newValue }
        guard let newValue else {
            identity = nil
            return
        }
        let newIdentity = PresentationIdentity.of(newValue)
        if value == nil || newIdentity != identity {
            presentationID = PresentationIdentity.nextID()
        }
        identity = newIdentity
    }

    /// Makes the child a new presentation if its identity changed in place (it replaced its own
    /// state by one with another id, say). O(depth of the child's enum cases).
    mutating func noticeIdentityChange() {
        guard let value else { return }
        let current = PresentationIdentity.of(value)
        guard current != identity else { return }
        identity = current
        presentationID = PresentationIdentity.nextID()
    }

    /// The presentation now in the slot, or nil when it is empty.
    var currentPresentationID: Int? { value == nil ? nil : presentationID }
}

extension Presents: Equatable where State: Equatable {
    /// Compares what is presented only.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

extension Presents: Sendable where State: Sendable {}

extension Presents: CustomReflectable {
    public var customMirror: Mirror { Mirror(reflecting: value as Any) }
}
