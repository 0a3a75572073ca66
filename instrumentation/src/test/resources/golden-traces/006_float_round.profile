lines 321
sha256 edf6b7bddd722f3dd662f74ab73982df1fa4fca78c30524c790d27b8946249c1
call <module> 0
c_call <module> 3 round
c_return <module> 3 round
c_call <module> 3 round
c_return <module> 3 round
c_call <module> 3 round
c_return <module> 3 round
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 3 round
c_return <module> 3 round
c_call <module> 3 round
c_return <module> 3 round
c_call <module> 3 round
c_return <module> 3 round
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 3 round
c_return <module> 3 round
c_call <module> 3 round
c_return <module> 3 round
c_call <module> 3 round
c_return <module> 3 round
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 3 round
c_return <module> 3 round
c_call <module> 3 round
c_return <module> 3 round
c_call <module> 3 round
