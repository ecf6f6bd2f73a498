print("chartbench")
