lines 81
sha256 46b247259dadc19949be007d6f34cf48ade28ee8f5681267ef9da400ebb423da
call <module> 0
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 8 print
c_return <module> 8 print
c_call <module> 9 print
c_return <module> 9 print
c_call <module> 10 print
c_return <module> 10 print
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 12 print
c_return <module> 12 print
c_call <module> 13 print
c_return <module> 13 print
c_call <module> 15 print
c_return <module> 15 print
c_call <module> 16 len
c_return <module> 16 len
c_call <module> 16 print
c_return <module> 16 print
c_call <module> 17 print
c_return <module> 17 print
c_call <module> 18 print
c_return <module> 18 print
c_call <module> 20 print
c_return <module> 20 print
c_call <module> 22 print
