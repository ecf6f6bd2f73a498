@problemName Value
@univariate true
@classLabel true a b
@data
1,2,3:a
1,secret,3:b
