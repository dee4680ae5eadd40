import Synchronization

/// A presentation slot's storage: what is presented (nil for nothing) and the identity of this
/// presentation, which changes when a different child takes the slot.
public struct PresentationState<State> {
    /// The presented child's state.
    public var wrappedValue: State? {
        get { value }
        set { replace(with: newValue) }
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

extension PresentationState: Equatable where State: Equatable {
    /// Compares what is presented only.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomReflectable {
    public var customMirror: Mirror { Mirror(reflecting: value as Any) }
}

/// A slot that presents a child feature when it holds a value (`@Presents var destination`).
/// Assigning presents; assigning nil dismisses (and cancels the child's effects when the slot's
/// reducer is `ifLet`'d); assigning a different child replaces (dismiss old + present new).
@propertyWrapper
public struct Presents<State> {
    public var projectedValue: PresentationState<State>

    public init(wrappedValue: State?) {
        projectedValue = PresentationState(wrappedValue: wrappedValue)
    }

    public var wrappedValue: State? {
        get { projectedValue.value }
        set { projectedValue.replace(with: newValue) }
    }
}

extension Presents: Equatable where State: Equatable {}
extension Presents: Sendable where State: Sendable {}

extension Presents: CustomReflectable {
    public var customMirror: Mirror { Mirror(reflecting: projectedValue.value as Any) }
}

/// Tells presentations apart: the enum case (for destination enums) and the `id` of an
/// Identifiable child.
enum PresentationIdentity {
    static let counter = Atomic<Int>(0)

    static func nextID() -> Int { counter.add(1, ordering: .relaxed).newValue }

    static func of(_ value: Any) -> String {
        var identity = "\(type(of: value))"
        var current = value
        // Walk down single-payload enum cases: `.editor(Editor.State)` is "editor" plus the
        // payload's own identity.
        for _ in 0..<4 {
            if let identifiable = current as? any Identifiable {
                identity += "#\(identifiable.id)"
            }
            let mirror = Mirror(reflecting: current)
            guard mirror.displayStyle == .enum else { break }
            guard let child = mirror.children.first else {
                identity += ".\(current)"
                break
            }
            identity += ".\(child.label ?? "?")"
            current = child.value
        }
        return identity
    }
}
