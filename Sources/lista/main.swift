print("lista 0.1.0")
