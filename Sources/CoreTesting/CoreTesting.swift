// CoreTesting module.
