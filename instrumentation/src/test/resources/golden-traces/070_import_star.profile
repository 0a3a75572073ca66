lines 137
sha256 f86ef929ceb521396cdd9b5c6955e0ed509beefef875bc4d4cd45457ad2ab217
call <module> 0
call <module> 0
return <module> 16
call <module> 0
call <module> 0
c_call <module> 4 round
c_return <module> 4 round
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 10 __build_class__
call Circle 10
return Circle 17
c_return <module> 10 __build_class__
return <module> 29
return <module> 14
call shout 8
c_call shout 9 upper
c_return shout 9 upper
return shout 9
call whisper 12
c_call whisper 13 lower
c_return whisper 13 lower
return whisper 13
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 7 globals
c_return <module> 7 globals
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 7 globals
