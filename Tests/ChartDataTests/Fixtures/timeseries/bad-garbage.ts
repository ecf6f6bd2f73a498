@problemName Junk
secret words here
@data
1,2:a
