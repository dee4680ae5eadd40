// Commands module.
