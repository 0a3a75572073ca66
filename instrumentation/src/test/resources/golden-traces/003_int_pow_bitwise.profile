lines 107
sha256 6c2a124cab79b9d490b78cbbb6d16d7947e6630ae1ded55559abe4f01503ffbd
call <module> 0
c_call <module> 2 print
c_return <module> 2 print
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 4 pow
c_return <module> 4 pow
c_call <module> 4 pow
c_return <module> 4 pow
c_call <module> 4 pow
c_return <module> 4 pow
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 pow
c_return <module> 5 pow
c_call <module> 5 pow
c_return <module> 5 pow
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 10 print
c_return <module> 10 print
c_call <module> 11 bin
c_return <module> 11 bin
c_call <module> 11 bin
c_return <module> 11 bin
c_call <module> 11 bin
