lines 9
sha256 ab844d3194c629907b73d863a726c4d0a2791ab0d108d1e63d4543dc31d83a0a
call <module> 0
c_call <module> 4 __build_class__
call Tools 4
return Tools 5
c_return <module> 4 __build_class__
call check 9
return check 11
return <module> 17
raised TypeError
