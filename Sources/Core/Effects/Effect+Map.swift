extension Effect {
    /// This effect with every action it produces transformed by `transform`.
    public func map<Parent: Sendable>(_ transform: @escaping @Sendable (Action) -> Parent) -> Effect<Parent> {
        switch operation {
        case .none:
            return .none
        case let .send(action):
            return Effect<Parent>(.send(transform(action)))
        case let .run(name, operation):
            return Effect<Parent>(.run(name: name) { send in
                try await operation(send.map(transform))
            })
        case let .merge(effects):
            return Effect<Parent>(.merge(effects.map { $0.map(transform) }))
        case let .cancellable(id, cancelInFlight, effect):
            return Effect<Parent>(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
        case let .debounced(id, delay, make):
            return Effect<Parent>(.debounced(id: id, delay: delay, make: {
                let debounced = make()
                return Effect<Parent>.Debounced(restart: debounced.restart, effect: debounced.effect.map(transform))
            }))
        case let .cancel(id):
            return Effect<Parent>(.cancel(id: id))
        case let .scoped(component, effect):
            return Effect<Parent>(.scoped(component, effect.map(transform)))
        case let .cancelScope(component):
            return Effect<Parent>(.cancelScope(component))
        case let .cancelScopesNotIn(family, isPresent):
            return Effect<Parent>(.cancelScopesNotIn(family: family, isPresent: isPresent))
        case let .dependencies(update, effect):
            return Effect<Parent>(.dependencies(update: { values, send in update(&values, send.map(transform)) },
                                                effect.map(transform)))
        case let .holdingInput(effect):
            return Effect<Parent>(.holdingInput(effect.map(transform)))
        }
    }
}
