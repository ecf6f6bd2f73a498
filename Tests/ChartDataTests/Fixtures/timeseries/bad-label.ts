@problemName Label
@univariate true
@classLabel true a b
@data
1,2,3:a
1,2,3:zz
