@problemName Dims
@univariate false
@dimensions 2
@classLabel true a b
@data
1,2,3:4,5,6:a
1,2,3:b
