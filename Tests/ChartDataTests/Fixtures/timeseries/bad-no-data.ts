@problemName Cut
@timeStamps false
@univariate true
@classLabel true a b
