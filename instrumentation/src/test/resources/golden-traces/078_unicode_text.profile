lines 195
sha256 00c773e998784814816271a98d873c6037e83b173e351592de59fa24b52f04cc
call <module> 0
c_call <module> 4 len
c_return <module> 4 len
c_call <module> 4 upper
c_return <module> 4 upper
c_call <module> 4 lower
c_return <module> 4 lower
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 4 len
c_return <module> 4 len
c_call <module> 4 upper
c_return <module> 4 upper
c_call <module> 4 lower
c_return <module> 4 lower
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 4 len
c_return <module> 4 len
c_call <module> 4 upper
c_return <module> 4 upper
c_call <module> 4 lower
c_return <module> 4 lower
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 4 len
c_return <module> 4 len
c_call <module> 4 upper
c_return <module> 4 upper
c_call <module> 4 lower
