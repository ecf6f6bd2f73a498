print("chartview")
