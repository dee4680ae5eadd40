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

    public init(wrappedValue: State?) {
        value = wrappedValue
        presentationID = wrappedValue == nil ? 0 : PresentationIdentity.nextID()
    }

    mutating func replace(with newValue: State?) {
        defer { value = newValue }
        guard let newValue else { return }
        guard let old = value,
              PresentationIdentity.of(old) == PresentationIdentity.of(newValue) else {
            presentationID = PresentationIdentity.nextID()
            return
        }
    }
}

extension Presents: Equatable where State: Equatable {
    /// Compares what is presented only.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

extension Presents: Sendable where State: Sendable {}

extension Presents: CustomReflectable {
    public var customMirror: Mirror { Mirror(reflecting: value as Any) }
}
