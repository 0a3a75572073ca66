lines 693
sha256 0a9c001a1a2023af0b1b992b6bef4689c781b451936d920be9e905a6f7d561e3
call <module> 0
c_call <module> 4 __build_class__
call Tick 4
return Tick 5
c_return <module> 4 __build_class__
c_call <module> 9 __build_class__
call Counter 9
return Counter 19
c_return <module> 9 __build_class__
c_call <module> 27 __build_class__
call Manager 27
return Manager 37
c_return <module> 27 __build_class__
c_call <module> 74 __build_class__
call Pairs 74
return Pairs 81
c_return <module> 74 __build_class__
call run 43
c_call run 47 send
call loops 55
call __init__ 12
return __init__ 14
call __aiter__ 16
return __aiter__ 17
call __anext__ 19
call __await__ 5
return __await__ 6
return __anext__ 20
return loops 57
c_return run 47 send
